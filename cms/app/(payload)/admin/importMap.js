import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LogoutButton as LogoutButton_998ced4ceca8526ad82bfd32a1238878 } from '../../../admin/components/LogoutButton'
import { Icon as Icon_ee23b055e36af2f792f5acea4d3aaff6 } from '../../../admin/components/Logo'
import { Logo as Logo_ee23b055e36af2f792f5acea4d3aaff6 } from '../../../admin/components/Logo'
import { HeaderActions as HeaderActions_12e913b0ffb9a69bf9452c5f566f92cb } from '../../../admin/components/HeaderActions'
import { LoginHeading as LoginHeading_c375502e2d6e6b0cc2ab1d390bcd146f } from '../../../admin/components/Login'
import { NavLinks as NavLinks_e48bc0a85a7347dc4c5f53af6d61a375 } from '../../../admin/components/NavLinks'
import { ErrorsStayOnTheirPage as ErrorsStayOnTheirPage_4823ed812eac6cecfbc14cfe5da9aff5 } from '../../../admin/components/ErrorsStayOnTheirPage'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { DashboardView as DashboardView_c7d7fc284b3b0552574b75a0421f4260 } from '../../../admin/views/Dashboard'
import { StaffLoginView as StaffLoginView_7a7d8bc9f52686b9434e52cdbbddd94b } from '../../../admin/views/Login'
import { CustomersView as CustomersView_08faa97fb66ead1b5d976e5ddc89e4a1 } from '../../../admin/views/Customers'
import { MediaView as MediaView_8c1ccd28609663f86bbe7c386f53fdad } from '../../../admin/views/Media'
import { ContentReviewView as ContentReviewView_76c8633c9b74a1b81b7a744b1670b122 } from '../../../admin/views/ContentReview'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/admin/components/LogoutButton#LogoutButton": LogoutButton_998ced4ceca8526ad82bfd32a1238878,
  "/admin/components/Logo#Icon": Icon_ee23b055e36af2f792f5acea4d3aaff6,
  "/admin/components/Logo#Logo": Logo_ee23b055e36af2f792f5acea4d3aaff6,
  "/admin/components/HeaderActions#HeaderActions": HeaderActions_12e913b0ffb9a69bf9452c5f566f92cb,
  "/admin/components/Login#LoginHeading": LoginHeading_c375502e2d6e6b0cc2ab1d390bcd146f,
  "/admin/components/NavLinks#NavLinks": NavLinks_e48bc0a85a7347dc4c5f53af6d61a375,
  "/admin/components/ErrorsStayOnTheirPage#ErrorsStayOnTheirPage": ErrorsStayOnTheirPage_4823ed812eac6cecfbc14cfe5da9aff5,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/admin/views/Dashboard#DashboardView": DashboardView_c7d7fc284b3b0552574b75a0421f4260,
  "/admin/views/Login#StaffLoginView": StaffLoginView_7a7d8bc9f52686b9434e52cdbbddd94b,
  "/admin/views/Customers#CustomersView": CustomersView_08faa97fb66ead1b5d976e5ddc89e4a1,
  "/admin/views/Media#MediaView": MediaView_8c1ccd28609663f86bbe7c386f53fdad,
  "/admin/views/ContentReview#ContentReviewView": ContentReviewView_76c8633c9b74a1b81b7a744b1670b122,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
