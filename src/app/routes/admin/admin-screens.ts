/** The admin area's screens: one chunk, loaded on the first visit to /admin (admin-route-table). */
export { AdminLayoutRoute } from './admin-layout-route';
export { AdminInstanceRoute } from './admin-instance-route';
export { AdminLandingRoute } from './admin-landing-route';
export { InstanceCreateRoute } from './instance-create-route';
export { InstancesRoute } from './instances-route';
export { UserRoute } from './user-route';
export { UsersRoute } from './users-route';
