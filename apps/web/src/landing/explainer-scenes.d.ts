/**
 * The explainer video's scenes and when each plays, in seconds. The video is drawn from these
 * (`npm run video:explainer`) and its captions are written from them with each language's texts at
 * build time, so a caption never drifts from its picture.
 */
export declare const explainerScenes: readonly [{
    readonly id: "commute";
    readonly start: 0;
    readonly end: 8;
}, {
    readonly id: "company";
    readonly start: 8;
    readonly end: 16;
}, {
    readonly id: "team";
    readonly start: 16;
    readonly end: 24;
}, {
    readonly id: "matching";
    readonly start: 24;
    readonly end: 33;
}, {
    readonly id: "arrival";
    readonly start: 33;
    readonly end: 41;
}, {
    readonly id: "reports";
    readonly start: 41;
    readonly end: 50;
}, {
    readonly id: "closing";
    readonly start: 50;
    readonly end: 54;
}];
export type ExplainerScene = (typeof explainerScenes)[number]['id'];
export declare const explainerSeconds: 8 | 16 | 24 | 33 | 41 | 50 | 54;
/** Where the captions of a language are served: written by the landing's build beside its pages. */
export declare function explainerCaptionsPath(language: string): string;
/** A WebVTT file of the captions, one cue per scene. */
export declare function explainerCaptions(captions: Record<ExplainerScene, string>): string;
