import { AdminNav as AdminNav_3cd2cf7bec23406b09c4440fd44d1976 } from '../../../admin/nav/Nav'
import { UserMenu as UserMenu_49017f79a8365c0d7f7d3ab11d33a74b } from '../../../admin/header/UserMenu'
import { AdminProviders as AdminProviders_186866ec316b96ce3fc45c894df9d0b5 } from '../../../admin/Providers'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { BlogsView as BlogsView_781bec8c0f4a8673a9c9af6695163a35 } from '../../../admin/views/Blogs'
import { ActividadesView as ActividadesView_2b029dc7098e17e9c8cb96fec24f04d8 } from '../../../admin/views/Actividades'
import { ImagenesView as ImagenesView_cefd5e9da3e077590fa32e20db70a31b } from '../../../admin/views/Imagenes'
import { PlantillasView as PlantillasView_3bfe014a79d6d38ab7eb650ff5eeb420 } from '../../../admin/views/Plantillas'
import { RecomendacionDesarrolloView as RecomendacionDesarrolloView_0e69c84934de03b3eacd0958e621c19c } from '../../../admin/views/RecomendacionDesarrollo'
import { LibrosView as LibrosView_bd4b5b28b3509480d0a16a35e4a1b952 } from '../../../admin/views/Libros'
import { CursosView as CursosView_21af20399dcdf208b953183c5158a8d9 } from '../../../admin/views/Cursos'
import { HerramientasView as HerramientasView_56bbd88314971c0af9450dccf4a0eba8 } from '../../../admin/views/Herramientas'
import { RecomendacionBienestarView as RecomendacionBienestarView_8f3c51499ff79f779d2cd50645ddf7de } from '../../../admin/views/RecomendacionBienestar'
import { MusicaView as MusicaView_fc79b7812b9c20cd8f9c558b35b6866b } from '../../../admin/views/Musica'
import { LibrosPodcastView as LibrosPodcastView_1f1c0c658cdafb47caaa93cf0d0ed365 } from '../../../admin/views/LibrosPodcast'
import { RecetasView as RecetasView_789819642802675732c9ca9b8fa5f2d7 } from '../../../admin/views/Recetas'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/nav/Nav#AdminNav": AdminNav_3cd2cf7bec23406b09c4440fd44d1976,
  "/admin/header/UserMenu#UserMenu": UserMenu_49017f79a8365c0d7f7d3ab11d33a74b,
  "/admin/Providers#AdminProviders": AdminProviders_186866ec316b96ce3fc45c894df9d0b5,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/admin/views/Blogs#BlogsView": BlogsView_781bec8c0f4a8673a9c9af6695163a35,
  "/admin/views/Actividades#ActividadesView": ActividadesView_2b029dc7098e17e9c8cb96fec24f04d8,
  "/admin/views/Imagenes#ImagenesView": ImagenesView_cefd5e9da3e077590fa32e20db70a31b,
  "/admin/views/Plantillas#PlantillasView": PlantillasView_3bfe014a79d6d38ab7eb650ff5eeb420,
  "/admin/views/RecomendacionDesarrollo#RecomendacionDesarrolloView": RecomendacionDesarrolloView_0e69c84934de03b3eacd0958e621c19c,
  "/admin/views/Libros#LibrosView": LibrosView_bd4b5b28b3509480d0a16a35e4a1b952,
  "/admin/views/Cursos#CursosView": CursosView_21af20399dcdf208b953183c5158a8d9,
  "/admin/views/Herramientas#HerramientasView": HerramientasView_56bbd88314971c0af9450dccf4a0eba8,
  "/admin/views/RecomendacionBienestar#RecomendacionBienestarView": RecomendacionBienestarView_8f3c51499ff79f779d2cd50645ddf7de,
  "/admin/views/Musica#MusicaView": MusicaView_fc79b7812b9c20cd8f9c558b35b6866b,
  "/admin/views/LibrosPodcast#LibrosPodcastView": LibrosPodcastView_1f1c0c658cdafb47caaa93cf0d0ed365,
  "/admin/views/Recetas#RecetasView": RecetasView_789819642802675732c9ca9b8fa5f2d7,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
