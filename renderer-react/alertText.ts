/** An alert's words (SPEC §8 alerts): its title and the sentence under it. A leaf type. */
export type AlertText = { title: string; detail: string }
