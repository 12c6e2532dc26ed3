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

# Runs a command and writes its own duration in seconds to "$1.seconds" when it ends (for work
# run in the background, whose result is collected later), exiting with the command's status.
timed() {
  local file="$1"; shift
  local start=$SECONDS code=0
  "$@" || code=$?
  echo "$((SECONDS - start))" >"$file.seconds"
  return $code
}

# Runs named stages side by side, each logging to its own file, then prints each log in turn and
# records each stage's own time. For CPU-light or single-core work on this 2-core machine.
side_by_side() {
  local -a names=() pids=() logs=()
  while [ $# -gt 0 ]; do
    local log
    log=$(mktemp)
    names+=("$1")
    logs+=("$log")
    timed "$log" bash -c "$2" >"$log" 2>&1 &
    pids+=($!)
    shift 2
  done
  local i
  for i in "${!pids[@]}"; do
    local result=PASS
    wait "${pids[$i]}" || { result=FAIL; failed=1; }
    echo
    echo "==> ${names[$i]} (side by side)"
    cat "${logs[$i]}"
    results+=("$result  ${names[$i]}, side by side ($(cat "${logs[$i]}.seconds") s)")
    rm -f "${logs[$i]}" "${logs[$i]}.seconds"
  done
}

summary() {
  echo
  echo "==> Summary ($((SECONDS - gate_start)) s)"
  printf '  %s\n' "${results[@]}"
  exit $failed
}
