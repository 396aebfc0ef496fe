import { useRef, useState, type KeyboardEvent } from "react";
import ArrowRight from "lucide-react/icons/arrow-right";
import ChartColumn from "lucide-react/icons/chart-column";
import Database from "lucide-react/icons/database";
import FileText from "lucide-react/icons/file-text";
import FlaskConical from "lucide-react/icons/flask-conical";
import Gauge from "lucide-react/icons/gauge";
import ListTree from "lucide-react/icons/list-tree";
import type { HomeFeature, HomeFeatureId } from "@/lib/home-content";
import { FeatureIllustration } from "./feature-illustrations";
import { BODY, FOCUS_RING, TEXT_LINK } from "./marketing-styles";
import { tabIndexForKey } from "./tab-keys";

const ICONS: Readonly<Record<HomeFeatureId, typeof ListTree>> = {
  tracing: ListTree,
  prompts: FileText,
  evaluation: Gauge,
  datasets: Database,
  metrics: ChartColumn,
  playground: FlaskConical,
};

// A fixed prefix, not `useId`: the island hydrates on its own, where React's ids would not match
// the ones the whole page's render gave it at build time. The home page has one tab list.
const ID = "home-feature";

export interface FeatureTabsProps {
  features: readonly HomeFeature[];
  /** Accessible name of the tab list. */
  label: string;
}

/**
 * The home page's feature tabs (WAI-ARIA tabs with automatic activation): arrow keys move between
 * tabs and show their panel, Home and End jump to the ends, Tab moves into the open panel. Every
 * panel is in the HTML; the closed ones are `hidden`. The selected index is the only state.
 * An island that wakes when it nears the viewport; its links are plain (no Next router there).
 */
export function FeatureTabs({ features, label }: FeatureTabsProps) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = tabIndexForKey(event.key, index, features.length);
    if (target === null) return;
    event.preventDefault();
    setSelected(target);
    tabRefs.current[target]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:flex lg:flex-wrap lg:justify-center"
      >
        {features.map((feature, index) => {
          const active = index === selected;
          const Icon = ICONS[feature.id];
          return (
            <button
              key={feature.id}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${ID}-tab-${feature.id}`}
              aria-selected={active}
              aria-controls={`${ID}-panel-${feature.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full border px-3 py-2 text-sm font-medium transition-colors sm:px-4 ${FOCUS_RING} ${
                active
                  ? "border-slate-900 bg-slate-900 text-white dark:border-white dark:bg-white dark:text-slate-900"
                  : "border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-neutral-700 dark:bg-neutral-900 dark:text-slate-300 dark:hover:bg-neutral-800"
              }`}
            >
              <Icon
                aria-hidden="true"
                className="hidden size-4 shrink-0 sm:block"
              />
              {feature.title}
            </button>
          );
        })}
      </div>
      {features.map((feature, index) => (
        <div
          key={feature.id}
          role="tabpanel"
          id={`${ID}-panel-${feature.id}`}
          aria-labelledby={`${ID}-tab-${feature.id}`}
          hidden={index !== selected}
          className="mt-10 lg:min-h-[25rem]"
        >
          <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
            <div>
              <h3 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
                {feature.headline}
              </h3>
              <p className={`mt-4 ${BODY}`}>{feature.body}</p>
              <ul className="mt-6 space-y-3">
                {feature.points.map((point) => (
                  <li key={point} className={`flex gap-3 ${BODY}`}>
                    <span
                      aria-hidden="true"
                      className="mt-2.5 size-1.5 shrink-0 rounded-full bg-blue-600 dark:bg-blue-400"
                    />
                    {point}
                  </li>
                ))}
              </ul>
              <a href={feature.href} className={`mt-8 ${TEXT_LINK}`}>
                {feature.title} docs
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            </div>
            <FeatureIllustration id={feature.id} />
          </div>
        </div>
      ))}
    </div>
  );
}
