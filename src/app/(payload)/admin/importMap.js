import { CurrentPasswordField as CurrentPasswordField_ec2eb2e87ee73201b820f2c4affc2a0c } from '../../../admin/account/CurrentPasswordField'
import { AdminNav as AdminNav_3cd2cf7bec23406b09c4440fd44d1976 } from '../../../admin/nav/Nav'
import { UserMenu as UserMenu_49017f79a8365c0d7f7d3ab11d33a74b } from '../../../admin/header/UserMenu'
import { AdminProviders as AdminProviders_186866ec316b96ce3fc45c894df9d0b5 } from '../../../admin/Providers'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { ScreenView as ScreenView_ec51afdb141307867a148e308d23e317 } from '../../../admin/views/ScreenView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/account/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_ec2eb2e87ee73201b820f2c4affc2a0c,
  "/admin/nav/Nav#AdminNav": AdminNav_3cd2cf7bec23406b09c4440fd44d1976,
  "/admin/header/UserMenu#UserMenu": UserMenu_49017f79a8365c0d7f7d3ab11d33a74b,
  "/admin/Providers#AdminProviders": AdminProviders_186866ec316b96ce3fc45c894df9d0b5,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/admin/views/ScreenView#ScreenView": ScreenView_ec51afdb141307867a148e308d23e317,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
