import { MEXICAN_STATES } from '@/lib/states'

/** The options of every state picker of the contest (filters and the nomination form): one empty choice, then the 32 states. */
export const StateOptions = ({ emptyLabel }: { emptyLabel: string }) => (
  <>
    <option value="">{emptyLabel}</option>
    {MEXICAN_STATES.map(([code, name]) => (
      <option key={code} value={code}>
        {name}
      </option>
    ))}
  </>
)
