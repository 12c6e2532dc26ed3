import type { BookingWords } from "../../site-data/types.ts";

const SKELETON_DAYS = Array.from({ length: 35 }, (_, index) => index);
const SKELETON_TIMES = Array.from({ length: 5 }, (_, index) => index);

/** Fills the widget's final 700 px while the provider loads, so nothing moves when it appears. */
export function SchedulerLoading({ words }: { words: BookingWords["loading"] }) {
  return (
    <div className="flex h-full flex-col p-6 sm:p-10">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="size-4 shrink-0 rounded-full border-2 border-line border-t-accent motion-safe:animate-spin"
        />
        <p className="font-semibold">{words.title}</p>
      </div>
      <p className="mt-2 text-muted">{words.body}</p>
      <noscript>
        <p className="mt-4 font-semibold text-text">{words.noScript}</p>
      </noscript>
      {/* A quiet outline of a month view and its times, the shape the scheduler will take. */}
      <div aria-hidden="true" className="mt-10 flex gap-10 motion-safe:animate-pulse">
        <div className="w-full max-w-sm">
          <div className="h-5 w-40 rounded-sm bg-canvas" />
          <div className="mt-6 grid grid-cols-7 gap-2 sm:gap-3">
            {SKELETON_DAYS.map((day) => (
              <div key={day} className="aspect-square rounded-full bg-canvas" />
            ))}
          </div>
        </div>
        <div className="hidden w-44 flex-col gap-3 pt-11 md:flex">
          {SKELETON_TIMES.map((time) => (
            <div key={time} className="h-12 rounded-sm border border-line" />
          ))}
        </div>
      </div>
    </div>
  );
}
