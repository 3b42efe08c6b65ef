import type { ContactMessageBody, NewsletterBody } from '@shop/shared/contact'
import type { MessageResponse } from '@shop/shared/common'
import { api } from '../../lib/api'

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<MessageResponse, ContactMessageBody>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
    subscribeToNewsletter: build.mutation<MessageResponse, NewsletterBody>({
      query: (body) => ({ url: '/newsletter', method: 'POST', body }),
    }),
  }),
})

export const { useSendContactMessageMutation, useSubscribeToNewsletterMutation } = contactApi
