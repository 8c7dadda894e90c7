import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useMemo, useReducer } from 'react';
import { useDispatch, useStore } from 'react-redux';
import type { Budget } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { type SessionRootState, selectSessionKey } from 'shared/session';
import { Card, LazyChart, Spinner } from 'shared/ui';
import { Tabs } from 'shared/ui/tabs';
import { BUDGET_NAMESPACE } from '../../i18n/catalog';
import { budgetApi } from './budget-api';
import {
  BUDGET_TABLES,
  type BudgetDraft,
  budgetFromDraft,
  type DraftAction,
  draftFromBudget,
  draftReducer,
  draftTotals,
} from './budget-draft';
import { BudgetTableEditor } from './budget-table';
import { chartData } from './chart/chart-data';
import { useNearViewport } from './chart/use-near-viewport';
import { saveBudgetOnExit } from './save-on-exit';
import { SaveStatusLine } from './save-status';
import { SavingsBar, TotalsPanel } from './totals-panel';
import { useAutosave } from './use-autosave';
import { useInViewport } from './use-in-viewport';

// The chart library loads on its own, after the tables (decisions.md sections 8 and 9).
const loadBudgetChart = () => import('./chart/budget-chart');

interface EditorState {
  draft: BudgetDraft;
  /** Counts user changes; the autosave waits for a pause after each. */
  revision: number;
}

function editorReducer(state: EditorState, action: DraftAction): EditorState {
  const draft = draftReducer(state.draft, action);
  return draft === state.draft ? state : { draft, revision: state.revision + 1 };
}

function initEditor(budget: Budget): EditorState {
  return { draft: draftFromBudget(budget), revision: 0 };
}

type AppDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** The two tables, the totals and the chart, saved automatically. */
export function BudgetEditor({ initial }: { initial: Budget }) {
  const { t } = useTranslation(BUDGET_NAMESPACE);
  const [{ draft, revision }, dispatch] = useReducer(editorReducer, initial, initEditor);
  const body = useMemo(() => budgetFromDraft(draft), [draft]);
  const totals = useMemo(() => draftTotals(draft), [draft]);
  const chart = useMemo(() => chartData(draft, totals), [draft, totals]);

  const appDispatch = useDispatch<AppDispatch>();
  const store = useStore<SessionRootState>();
  const save = useCallback(
    // Untracked: nothing renders the mutation's state, and it must finish after an unmount.
    (value: Budget) =>
      appDispatch(budgetApi.endpoints.saveBudget.initiate(value, { track: false })).unwrap(),
    [appDispatch],
  );
  const saveOnExit = useCallback(
    (value: Budget) => saveBudgetOnExit(selectSessionKey(store.getState()), value),
    [store],
  );
  const { status, retry } = useAutosave({ value: body, revision, save, saveOnExit });
  // The chart's code is fetched when its card comes near the screen, not with the tables.
  const [chartSlot, chartWanted] = useNearViewport<HTMLDivElement>();
  const [totalsCard, totalsInView] = useInViewport<HTMLDivElement>();

  const tabs = BUDGET_TABLES.map((table) => ({
    value: table,
    label: t(`budgetSuite.tabs.${table}`),
    content: <BudgetTableEditor table={table} rows={draft[table]} dispatch={dispatch} />,
  }));

  return (
    <>
      {/* Above the tables, so the totals are in sight while amounts are typed. */}
      <div ref={totalsCard}>
        <TotalsPanel totals={totals} status={<SaveStatusLine status={status} onRetry={retry} />} />
      </div>
      <div>
        <Tabs label={t('budgetSuite.tabsLabel')} items={tabs} />
        {/* Held to the screen's foot while the tables scroll past (a phone only). */}
        <SavingsBar totals={totals} hidden={totalsInView} />
      </div>
      <Card title={t('budgetSuite.chart.title')}>
        <div ref={chartSlot}>
          {chartWanted ? (
            <LazyChart owner="budget" load={loadBudgetChart} props={{ data: chart }} />
          ) : (
            <Spinner />
          )}
        </div>
      </Card>
    </>
  );
}
