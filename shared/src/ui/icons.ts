/**
 * Every icon of the product, from the one copy of the icon library: the design system's. The
 * shell provides the design system, so a suite taking its icons from here downloads none of the
 * library, where importing lucide-react itself would ship a second copy of its core with the
 * suite's first screen (about 1.5 KB gzipped). Biome refuses lucide-react anywhere else.
 */
export {
  ArrowLeft,
  ArrowRight,
  CalendarPlus,
  CircleAlert,
  CircleCheck,
  Info,
  LoaderCircle,
  LogOut,
  Menu,
  Trash2,
  TriangleAlert,
} from 'lucide-react';
