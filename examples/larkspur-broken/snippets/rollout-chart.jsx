export function RolloutChart({ steps }) {
  return (
    <ol className="rollout-chart">
      {steps.map((s) => (
        <li key={s}>{s}%</li>
      ))}
    </ol>
  );
}
