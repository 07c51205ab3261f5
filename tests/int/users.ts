export const TEST_USERS = {
  admin: {
    email: 'admin.pruebas@profemax.mx',
    password: 'Pruebas-Admin-1',
    name: 'Admin Pruebas',
    role: 'admin' as const,
  },
  editor: {
    email: 'editor.pruebas@profemax.mx',
    password: 'Pruebas-Editor-1',
    name: 'Editor Pruebas',
    role: 'editor' as const,
  },
}
