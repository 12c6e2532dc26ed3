// The icons the site uses, each imported from its own module: importing the lucide-react
// barrel makes the bundler read all ~1,700 icons on every build only to drop them again.
export { default as ArrowLeft } from "lucide-react/icons/arrow-left";
export { default as ArrowUpRight } from "lucide-react/icons/arrow-up-right";
export { default as CalendarDays } from "lucide-react/icons/calendar-days";
export { default as CalendarX2 } from "lucide-react/icons/calendar-x-2";
export { default as CircleCheck } from "lucide-react/icons/circle-check";
export { default as Mail } from "lucide-react/icons/mail";
export { default as Menu } from "lucide-react/icons/menu";
export { default as X } from "lucide-react/icons/x";
