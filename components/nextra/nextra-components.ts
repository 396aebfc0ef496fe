/**
 * The Nextra components this site and the docs theme use, each from its own module. Webpack
 * resolves `nextra/components` here (next.config.mjs): Nextra's own barrel also imports Mermaid,
 * MathJax and the MDX playground (the MDX compiler for the browser), which a production build
 * drops unused but still parses, and which `next dev` compiled in full for the first page after
 * every start. tests/unit/nextra-components.test.ts checks that every name imported from
 * `nextra/components` is here.
 */
export { Button } from "nextra/components/button";
export { Callout } from "nextra/components/callout";
export { Cards } from "nextra/components/cards";
export { Code } from "nextra/components/code";
export { Pre } from "nextra/components/pre";
export { Steps } from "nextra/components/steps";
export { Table } from "nextra/components/table";
export { Td } from "nextra/components/td";
export { Th } from "nextra/components/th";
export { Tr } from "nextra/components/tr";
