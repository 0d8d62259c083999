/** Spec 4: a checkbox toggles between its active and inactive values (true and false by default). */
export function isActive<T>(value: T, activeValue: T): boolean {
  return Object.is(value, activeValue);
}

export function toggleValue<T>(value: T, activeValue: T, inactiveValue: T): T {
  return isActive(value, activeValue) ? inactiveValue : activeValue;
}
