/** The bundle's entry point: defines `<peer-table>` (dist/peer-table.js). */
import '../../components/peer-table/peer-table.js';
