# Stage helpers shared by the gates (gate/test-all.sh, gate/test-content.sh): each stage runs
# even if an earlier one failed, and `summary` lists every stage's result and time.
declare -a results=()
failed=0
gate_start=$SECONDS

stage() {
  local name="$1"; shift
  echo
  echo "==> $name: $*"
  local start=$SECONDS
  if "$@"; then
    results+=("PASS  $name ($((SECONDS - start)) s)")
  else
    results+=("FAIL  $name ($((SECONDS - start)) s)")
    failed=1
  fi
}

# Starts a stage in the background, logging to its own file with its own time (written when it
# ends, not when the gate gets round to waiting for it); `collect` reports them. For CPU-light or
# single-core work on this 2-core machine.
declare -a beside_names=() beside_pids=() beside_logs=()
beside() {
  local log
  log=$(mktemp)
  beside_names+=("$1")
  beside_logs+=("$log")
  (
    start=$SECONDS code=0
    bash -c "$2" || code=$?
    echo "$((SECONDS - start))" >"$log.seconds"
    exit $code
  ) >"$log" 2>&1 &
  beside_pids+=($!)
}

# Waits for each stage started by `beside`, in turn, and prints its log and records its result.
collect() {
  local i
  for i in "${!beside_pids[@]}"; do
    local result=PASS
    wait "${beside_pids[$i]}" || { result=FAIL; failed=1; }
    echo
    echo "==> ${beside_names[$i]} (side by side)"
    cat "${beside_logs[$i]}"
    results+=("$result  ${beside_names[$i]}, side by side ($(cat "${beside_logs[$i]}.seconds") s)")
    rm -f "${beside_logs[$i]}" "${beside_logs[$i]}.seconds"
  done
  beside_names=() beside_pids=() beside_logs=()
}

# Runs named stages ("name" "command" …) side by side.
side_by_side() {
  while [ $# -gt 0 ]; do
    beside "$1" "$2"
    shift 2
  done
  collect
}

summary() {
  echo
  echo "==> Summary ($((SECONDS - gate_start)) s)"
  printf '  %s\n' "${results[@]}"
  exit $failed
}
