/** Entry point of the app page. */
import '../../components/peer-table-app/peer-table-app.js';
