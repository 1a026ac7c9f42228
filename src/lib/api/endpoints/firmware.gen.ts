// generated from specs/openapi.yaml; do not edit, run npm run codegen
/* The firmware operations: an endpoint and a hook each (see src/lib/api/endpoint.ts). */
import { endpoint, useEndpointQuery, type EndpointQueryOptions, useEndpointMutation, type EndpointMutationOptions, type ApiData, type EndpointInit } from '../endpoint.ts';

/**
 * Create a firmware template.
 * Firmware Templates, Create New (with the devices chosen in Assigned Devices), and 'Create New Firmware Template' in the Setup Upgrade wizard save the edited template with the chosen devices ('Firmware template created.'; on failure the server's detail, else 'Failed to save Firmware Template.'). Original call: JSON-RPC query add on pm/fwmprof/adom/{adom name} with the template data and its scope member.
 *
 * `POST /pm/fwmprof/adom/{adom}`
 */
export const addFirmwareTemplate = /*#__PURE__*/ endpoint("addFirmwareTemplate", { invalidates: ["listFirmwareTemplates"] }, "adom");
/** useMutation of addFirmwareTemplate; reads listFirmwareTemplates again after it. */
export function useAddFirmwareTemplate<TVariables = EndpointInit<"addFirmwareTemplate", "adom">, TData = ApiData<"addFirmwareTemplate">, TContext = unknown>(
  options?: EndpointMutationOptions<"addFirmwareTemplate", "adom", TVariables, TData, TContext>,
) {
  return useEndpointMutation(addFirmwareTemplate, options);
}

/**
 * Delete a firmware template.
 * Firmware Templates (/dvm/firmwaretemplate), Delete: removes the template after a confirmation; its devices keep their firmware and belong to no template afterwards. Needs read-write on the device manager (capabilities). Original call: JSON-RPC delete on pm/fwmprof/adom/{adom name}/{template name}; here a DELETE.
 *
 * `DELETE /pm/fwmprof/adom/{adom}/{template}`
 */
export const deleteFirmwareTemplate = /*#__PURE__*/ endpoint("deleteFirmwareTemplate", { invalidates: ["listFirmwareTemplates"] }, "adom");
/** useMutation of deleteFirmwareTemplate; reads listFirmwareTemplates again after it. */
export function useDeleteFirmwareTemplate<TVariables = EndpointInit<"deleteFirmwareTemplate", "adom">, TData = ApiData<"deleteFirmwareTemplate">, TContext = unknown>(
  options?: EndpointMutationOptions<"deleteFirmwareTemplate", "adom", TVariables, TData, TContext>,
) {
  return useEndpointMutation(deleteFirmwareTemplate, options);
}

/**
 * Firmware the appliance runs.
 * Read when the firmware upgrade dialog opens: the current version shown in step 0, the product whose images are listed (viewProduct of listFirmwareImages), the version the chosen image is compared with (lower: a downgrade, whose failure reads 'Downgrade Failed') and, without the firmware licence (getSysLicense firmware_upgrade_licensed false), the major.minor the choosable images may not go above. Original call: proxy API POST /gui/adom/um/firmwareimage/version, method get (no params).
 *
 * `POST /gui/adom/um/firmwareimage/version`
 */
export const getFirmwareImageVersion = /*#__PURE__*/ endpoint("getFirmwareImageVersion", { staleTime: 0, gcTime: 0 });
/** useQuery of getFirmwareImageVersion. */
export function useGetFirmwareImageVersion<TQueryFnData = ApiData<"getFirmwareImageVersion">, TData = TQueryFnData>(
  init: EndpointInit<"getFirmwareImageVersion", never>,
  options?: EndpointQueryOptions<"getFirmwareImageVersion", TQueryFnData, TData>,
) {
  return useEndpointQuery(getFirmwareImageVersion, init, options);
}

/**
 * Upload a local firmware image file.
 * Step 1 of the firmware upgrade dialog when a local image file was chosen instead of a listed image (no file and no image: 'Please choose a valid file.'). status.code 0 stores the file at filepath, which is then checked with validateImage ('The image has been uploaded successfully. The upgrade will start shortly.'), optionally backed up around (backupSystemDb) and installed with upgradeFirmware. Any other code, or a failure, gives 'Failed to upload file or invalid image.' Once a file has been uploaded, choosing the same file again after a later failure gives 'The file was just uploaded. Please choose another one.' A firmware image is a file that is not empty named as Fortinet names its images, <PRODUCT>_<model>-v<major.minor.patch>-build<build>-FORTINET.out; any other file is refused (code -6). An accepted image is kept with the imported images (umFirmwareImportImage) and listed with its product's images (listFirmwareImages, listUmImages); importing a file of the same name again replaces it. Original call: POST /flatui/api/gui/firmware/import (multipart, the image file).
 *
 * `POST /flatui/api/gui/firmware/import`
 */
export const importFirmwareImage = /*#__PURE__*/ endpoint("importFirmwareImage", {});
/** useMutation of importFirmwareImage. */
export function useImportFirmwareImage<TVariables = EndpointInit<"importFirmwareImage", never>, TData = ApiData<"importFirmwareImage">, TContext = unknown>(
  options?: EndpointMutationOptions<"importFirmwareImage", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(importFirmwareImage, options);
}

/**
 * Firmware images the appliance may install.
 * Step 0 of the firmware upgrade dialog lists these images of the appliance's product (version, build, type, platform) to choose from, newest first; an image with recommended false asks for confirmation ('Cannot find upgrade path file...') before the upgrade. Without the firmware licence the dialog offers only images not above the running major.minor (the licence rule is the console's; this list is not filtered by it). An empty list leaves only the upload of a local image file. The chosen image is then fetched with downloadImage by its objid, platform and version. params.viewType says which images: upgrade = the images this appliance may install (its own platform; the upgrade dialog asks for these), all = every image of the product the update manager keeps. params.viewProduct is the product code of the images: the appliance's own (getFirmwareImageVersion product) for the upgrade dialog, any product of the fortiguard catalogue for the update services' Firmware Images. The examples named viewProduct<code> answer a product's call. Scenarios: downgradeOnly (every image is older than the running one), aboveLicence (only newer lines: with getSysLicense noFirmwareLicence nothing may be chosen), noImages (empty list). Original calls: proxy API POST /gui/adom/um/firmwareimage, method get (viewType, viewProduct), which reads the firmware upgrade path and the image list filtered per product (forwarded exec um/image/list with product).
 *
 * `POST /gui/adom/um/firmwareimage`
 */
export const listFirmwareImages = /*#__PURE__*/ endpoint("listFirmwareImages", { staleTime: 0, gcTime: 0 });
/** useQuery of listFirmwareImages. */
export function useListFirmwareImages<TQueryFnData = ApiData<"listFirmwareImages">, TData = TQueryFnData>(
  init: EndpointInit<"listFirmwareImages", never>,
  options?: EndpointQueryOptions<"listFirmwareImages", TQueryFnData, TData>,
) {
  return useEndpointQuery(listFirmwareImages, init, options);
}

/**
 * Firmware templates of the ADOM.
 * Firmware Templates (/dvm/firmwaretemplate) lists them with their schedule, image source, versions and devices. The Setup Upgrade wizard lists the ADOM's firmware templates ('Use Existing Firmware Template' picker) and finds the template a device already belongs to ('This device is already assigned to the template %s…'). Original call: get on pm/fwmprof/adom/{adom name} (the exact call is not named by the appliance).
 *
 * `GET /pm/fwmprof/adom/{adom}`
 */
export const listFirmwareTemplates = /*#__PURE__*/ endpoint("listFirmwareTemplates", {}, "adom");
/** useQuery of listFirmwareTemplates (the session's ADOM unless the init names one). */
export function useListFirmwareTemplates<TQueryFnData = ApiData<"listFirmwareTemplates">, TData = TQueryFnData>(
  init?: EndpointInit<"listFirmwareTemplates", "adom">,
  options?: EndpointQueryOptions<"listFirmwareTemplates", TQueryFnData, TData>,
) {
  return useEndpointQuery(listFirmwareTemplates, init, options);
}

/**
 * Firmware images per platform.
 * The firmware template form offers, for each platform of the chosen devices, the images it can be upgraded to, and preselects the recommended one (the GA build of the suggested version, else the newest of the same major.minor, else the first). Without a platform filter every platform of the product is listed, without a product every product's. Original call: forwarded exec um/image/version/list with platform and product; like the other forwarded execs of the update manager (um/image/list, um/license/filter) a POST whose body is the exec's parameters.
 *
 * `POST /um/image/version/list`
 */
export const listFirmwareVersions = /*#__PURE__*/ endpoint("listFirmwareVersions", { staleTime: 300000 });
/** useQuery of listFirmwareVersions. */
export function useListFirmwareVersions<TQueryFnData = ApiData<"listFirmwareVersions">, TData = TQueryFnData>(
  init: EndpointInit<"listFirmwareVersions", never>,
  options?: EndpointQueryOptions<"listFirmwareVersions", TQueryFnData, TData>,
) {
  return useEndpointQuery(listFirmwareVersions, init, options);
}

/**
 * Update an existing firmware template.
 * Firmware Templates, Edit, saves the edited template with the devices chosen in Assigned Devices (a device another template holds cannot be chosen there); 'Use Existing Firmware Template' saves the template with the chosen devices added; the same call removes devices from the template they belonged to before ('Error unassigning devices' when that fails). Original call: the appliance's template update helper taking the ADOM, the template and its name (the exact call is not named by the appliance); here a PUT of the whole template.
 *
 * `PUT /pm/fwmprof/adom/{adom}/{template}`
 */
export const updateFirmwareTemplate = /*#__PURE__*/ endpoint("updateFirmwareTemplate", { invalidates: ["listFirmwareTemplates"] }, "adom");
/** useMutation of updateFirmwareTemplate; reads listFirmwareTemplates again after it. */
export function useUpdateFirmwareTemplate<TVariables = EndpointInit<"updateFirmwareTemplate", "adom">, TData = ApiData<"updateFirmwareTemplate">, TContext = unknown>(
  options?: EndpointMutationOptions<"updateFirmwareTemplate", "adom", TVariables, TData, TContext>,
) {
  return useEndpointMutation(updateFirmwareTemplate, options);
}
