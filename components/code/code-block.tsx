import { useRef, type ComponentProps } from "react";
import { Pre } from "nextra/components";
import { CopyCodeButton } from "./copy-code-button";

type PreProps = ComponentProps<typeof Pre>;

/** Nextra's code block with our copy button (Nextra's own is turned off in next.config.mjs). */
export function CodeBlock(props: PreProps) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={ref}
      data-code-block=""
      className="relative [&:not(:first-child)]:mt-6"
    >
      <Pre {...props} />
      <CopyCodeButton
        getValue={() =>
          ref.current?.querySelector("pre code")?.textContent ?? ""
        }
        className="absolute right-3 top-2"
      />
    </div>
  );
}
