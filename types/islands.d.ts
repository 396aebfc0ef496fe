import type { DetailedHTMLProps, HTMLAttributes } from "react";

// The island wrapper element (components/islands/island.tsx).
declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "lf-island": DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}
