/** The sandbox OAuth 2 / OpenID Connect provider standing in for the default social providers. */
export { startOAuth, type OAuthServer, type OAuthServerOptions, type OAuthClient } from './server.ts'
export { SOCIAL_PROVIDERS, PROVIDER_NAMES, defaultUsername, type SocialProvider } from './providers.ts'
export { authorizationUrl, callbackResult, createPkce, exchangeCode, OidcError, type OidcEndpoints, type OidcUser } from './client.ts'
