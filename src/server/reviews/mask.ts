/** Authors are shown as the first two letters of their id and stars (`de***`), as Korean shops do. */
export function maskAuthor(loginId: string): string {
  const head = [...loginId].slice(0, 2).join('');
  return `${head}***`;
}

export const SECRET_TITLE = '비밀글입니다.';
