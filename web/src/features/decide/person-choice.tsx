import type { DecideViewer } from '#domain/schemas/decide';
import { SegmentedChoice } from '../../components/segmented-choice';
import { useOwnershipLabels } from '../../lib/household';

/** The other one of us. */
export const otherViewer = (viewer: DecideViewer): DecideViewer =>
  viewer === 'person1' ? 'person2' : 'person1';

/** 'Who are you?': one of the household's two names. */
export function PersonChoice({
  value,
  onChange,
}: {
  value: DecideViewer | '';
  onChange: (viewer: DecideViewer) => void;
}) {
  const labels = useOwnershipLabels();
  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium" aria-hidden="true">
        Who are you?
      </span>
      <SegmentedChoice<DecideViewer | ''>
        label="Who are you?"
        value={value}
        onChange={(next) => next !== '' && onChange(next)}
        options={[
          { value: 'person1', label: labels.person1, name: labels.person1 },
          { value: 'person2', label: labels.person2, name: labels.person2 },
        ]}
      />
    </div>
  );
}
