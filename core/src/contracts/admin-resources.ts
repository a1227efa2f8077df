/**
 * A react-admin resource a module serves under /api/admin/<name>: its name, and the label the console
 * shows for it. Each module declares its own (`admin.resources`).
 */
export interface AdminResource {
  name: string;
  label: string;
}

/**
 * `GET /api/admin/resources`: the resources of the modules the admin has on (every core module's, and
 * those of each plugin whose flag is on for them), in load order. The console shows exactly these.
 */
export interface AdminResourcesAnswer {
  resources: AdminResource[];
}
