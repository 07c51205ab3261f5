// Types of static image imports (`import x from "./a.webp"`), also without a generated next-env.d.ts.
/// <reference types="next/image-types/global" />
