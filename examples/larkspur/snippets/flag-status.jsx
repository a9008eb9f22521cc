export const FlagStatus = ({ state }) => (
  <span className={state === "on" ? "flag-status flag-status-on" : "flag-status"}>{state}</span>
);
