// generated from specs/openapi.yaml; do not edit, run npm run codegen
/* The registration operations: an endpoint and a hook each (see src/lib/api/endpoint.ts). */
import { endpoint, useEndpointQuery, type EndpointQueryOptions, useEndpointMutation, type EndpointMutationOptions, type ApiData, type EndpointInit } from '../endpoint.ts';

/**
 * Countries for the registration step.
 * Options of the registration step's Country/Region select. An empty list while the unit is not registered means the support servers cannot be reached: 'Failed to connect to FortiCare servers.' Original call: the country list fetched with the registration service.
 *
 * `GET /gui/register/countries`
 */
export const getCountryList = /*#__PURE__*/ endpoint("getCountryList", { staleTime: Infinity });
/** useQuery of getCountryList. */
export function useGetCountryList<TQueryFnData = ApiData<"getCountryList">, TData = TQueryFnData>(
  init?: EndpointInit<"getCountryList", never>,
  options?: EndpointQueryOptions<"getCountryList", TQueryFnData, TData>,
) {
  return useEndpointQuery(getCountryList, init, options);
}

/**
 * This unit's licence.
 * The data contract list and the support account. The entitlement poll reads account (null while pending). Scenario examples: registered (default, account set) and pending (no account: the poll fails after 10 tries). Original call: get /um/license/self.
 *
 * `GET /gui/um/license/self`
 */
export const getLicenseSelf = /*#__PURE__*/ endpoint("getLicenseSelf", {});
/** useQuery of getLicenseSelf. */
export function useGetLicenseSelf<TQueryFnData = ApiData<"getLicenseSelf">, TData = TQueryFnData>(
  init?: EndpointInit<"getLicenseSelf", never>,
  options?: EndpointQueryOptions<"getLicenseSelf", TQueryFnData, TData>,
) {
  return useEndpointQuery(getLicenseSelf, init, options);
}

/**
 * Organisations of the support account.
 * Organisations the support account belongs to, one <item> each: the Organisation select of Sign In to FortiCloud (the chosen id goes to loginFgtCloud as org_id). A failure shows the <error> texts joined, or 'Unknown error.' when it names none. Original call: registration service post getOrgList (tagged text).
 *
 * `POST /gui/register/getOrgList`
 */
export const getOrgList = /*#__PURE__*/ endpoint("getOrgList", {});
/** useQuery of getOrgList. */
export function useGetOrgList<TQueryFnData = ApiData<"getOrgList">, TData = TQueryFnData>(
  init?: EndpointInit<"getOrgList", never>,
  options?: EndpointQueryOptions<"getOrgList", TQueryFnData, TData>,
) {
  return useEndpointQuery(getOrgList, init, options);
}

/**
 * Remote access from the cloud (read).
 * Whether the cloud may reach this unit: <enable>1</enable> or <enable>0</enable>; and, once the unit is signed in to the cloud (loginFgtCloud), the <account> and <org> (the organisation's name) it is signed in under. The FortiCloud part of the Register and SSO step and of System > FortiCare & FortiCloud. Original call: registration service post getRemoteAccess (tagged text).
 *
 * `POST /gui/register/getRemoteAccess`
 */
export const getRemoteAccess = /*#__PURE__*/ endpoint("getRemoteAccess", {});
/** useQuery of getRemoteAccess. */
export function useGetRemoteAccess<TQueryFnData = ApiData<"getRemoteAccess">, TData = TQueryFnData>(
  init?: EndpointInit<"getRemoteAccess", never>,
  options?: EndpointQueryOptions<"getRemoteAccess", TQueryFnData, TData>,
) {
  return useEndpointQuery(getRemoteAccess, init, options);
}

/**
 * Resellers of a country.
 * Choosing a country reloads the Reseller select (and clears the chosen reseller); choosing a reseller sets reseller_name to its text. Original call: registration service post getResellerList (country) (tagged text).
 *
 * `POST /gui/register/getResellerList`
 */
export const getResellerList = /*#__PURE__*/ endpoint("getResellerList", { staleTime: Infinity });
/** useQuery of getResellerList. */
export function useGetResellerList<TQueryFnData = ApiData<"getResellerList">, TData = TQueryFnData>(
  init: EndpointInit<"getResellerList", never>,
  options?: EndpointQueryOptions<"getResellerList", TQueryFnData, TData>,
) {
  return useEndpointQuery(getResellerList, init, options);
}

/**
 * Single sign-on settings.
 * Reads the registration step's single sign-on switch (forticloud-sso) and server address. Original call: get /cli/global/system/saml.
 *
 * `GET /gui/cli/global/system/saml`
 */
export const getSamlSettings = /*#__PURE__*/ endpoint("getSamlSettings", {});
/** useQuery of getSamlSettings. */
export function useGetSamlSettings<TQueryFnData = ApiData<"getSamlSettings">, TData = TQueryFnData>(
  init?: EndpointInit<"getSamlSettings", never>,
  options?: EndpointQueryOptions<"getSamlSettings", TQueryFnData, TData>,
) {
  return useEndpointQuery(getSamlSettings, init, options);
}

/**
 * Sign the unit in to the provider's cloud.
 * Signs the unit in to the cloud with the support account (before single sign-on is turned on), under the organisation chosen from getOrgList (org_id); getRemoteAccess then names the account and organisation. A failure shows the <error> texts joined, or 'Unknown error.' when it names none. Scenario examples: rejected, unknownError. Original call: registration service post loginFgtCloud (tagged text).
 *
 * `POST /gui/register/loginFgtCloud`
 */
export const loginFgtCloud = /*#__PURE__*/ endpoint("loginFgtCloud", { invalidates: ["getRemoteAccess"] });
/** useMutation of loginFgtCloud; reads getRemoteAccess again after it. */
export function useLoginFgtCloud<TVariables = EndpointInit<"loginFgtCloud", never>, TData = ApiData<"loginFgtCloud">, TContext = unknown>(
  options?: EndpointMutationOptions<"loginFgtCloud", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(loginFgtCloud, options);
}

/**
 * Register with a contract registration code.
 * Registers the unit with an existing contract's registration code: the startup wizard's Register and SSO step (Register With: Contract Registration Code) and System > FortiCare & FortiCloud. status ok: 'FortiCare product registration successful.'; status error: the <error> texts joined (or 'Unknown error.'). Scenario examples: rejected (one error), twoProblems (a joined error list), unknownError (none named). Original call: registration service post registerExistingContract (account, password, registrationCode) (tagged text).
 *
 * `POST /gui/register/registerExistingContract`
 */
export const registerExistingContract = /*#__PURE__*/ endpoint("registerExistingContract", { invalidates: ["getLicenseSelf"] });
/** useMutation of registerExistingContract; reads getLicenseSelf again after it. */
export function useRegisterExistingContract<TVariables = EndpointInit<"registerExistingContract", never>, TData = ApiData<"registerExistingContract">, TContext = unknown>(
  options?: EndpointMutationOptions<"registerExistingContract", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(registerExistingContract, options);
}

/**
 * Register the unit to an existing account.
 * The registration step's Register. status ok: 'FortiCare product registration successful.'; status error: the <error> texts joined (or 'Unknown error.') as a danger message. Original call: registration service post registerExistingUser (account_id, password, reseller_id, reseller_name) (tagged text).
 *
 * `POST /gui/register/registerExistingUser`
 */
export const registerExistingUser = /*#__PURE__*/ endpoint("registerExistingUser", {});
/** useMutation of registerExistingUser. */
export function useRegisterExistingUser<TVariables = EndpointInit<"registerExistingUser", never>, TData = ApiData<"registerExistingUser">, TContext = unknown>(
  options?: EndpointMutationOptions<"registerExistingUser", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(registerExistingUser, options);
}

/**
 * Remote access from the cloud (set).
 * Allows or denies remote access from the cloud; answers the new state. Refused while the unit is not registered ('The unit is not registered.') or not signed in to the cloud ('The unit is not signed in to FortiCloud.'); a failure shows the <error> texts joined, or 'Unknown error.' when it names none. Original call: registration service post setRemoteAccess (enable) (tagged text).
 *
 * `POST /gui/register/setRemoteAccess`
 */
export const setRemoteAccess = /*#__PURE__*/ endpoint("setRemoteAccess", { invalidates: ["getRemoteAccess"] });
/** useMutation of setRemoteAccess; reads getRemoteAccess again after it. */
export function useSetRemoteAccess<TVariables = EndpointInit<"setRemoteAccess", never>, TData = ApiData<"setRemoteAccess">, TContext = unknown>(
  options?: EndpointMutationOptions<"setRemoteAccess", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(setRemoteAccess, options);
}

/**
 * Save single sign-on settings.
 * Turns single sign-on with the provider's cloud on or off; answers the saved settings. Original call: set on /cli/global/system/saml with the SSO settings (forticloud-sso 1|0, server-address).
 *
 * `PUT /gui/cli/global/system/saml`
 */
export const setSamlSettings = /*#__PURE__*/ endpoint("setSamlSettings", {});
/** useMutation of setSamlSettings. */
export function useSetSamlSettings<TVariables = EndpointInit<"setSamlSettings", never>, TData = ApiData<"setSamlSettings">, TContext = unknown>(
  options?: EndpointMutationOptions<"setSamlSettings", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(setSamlSettings, options);
}

/**
 * Upload an entitlement file or a FortiGuard package file.
 * One upload for two kinds of file, told apart by packettype: - fgtkey, the entitlement file: the Welcome step with 'Import the Entitlement File' checked, or the registration step, uploads the file (no file: 'Please choose a valid file.'); status.code other than 0 (or a failure) gives 'Failed to upload file or invalid image.' On success the console waits 5 s, then polls getLicenseSelf up to 10 times at 2 s (constants catalogue entitlementPoll) until account is set; if it never is: 'Registration Failed. Please check your entitlement file and try again.', else 'Registration completed.' and the licence data is kept for the wizard. - fgdpkg, a FortiGuard package file exported by another unit: the import of the package transfer; the stored filepath is then imported by importUmPackages (a task). Original call: POST /flatui/api/gui/adom/um/package/upload (multipart; key filepath; upload progress is reported and the result status code is read).
 *
 * `POST /flatui/api/gui/adom/um/package/upload`
 */
export const uploadUmPackage = /*#__PURE__*/ endpoint("uploadUmPackage", {});
/** useMutation of uploadUmPackage. */
export function useUploadUmPackage<TVariables = EndpointInit<"uploadUmPackage", never>, TData = ApiData<"uploadUmPackage">, TContext = unknown>(
  options?: EndpointMutationOptions<"uploadUmPackage", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(uploadUmPackage, options);
}
