/** GET /api/export.php: a JSON file of everything we hold on the member, downloaded by the browser itself. */
export const ACCOUNT_EXPORT_URL = '/api/export.php';
