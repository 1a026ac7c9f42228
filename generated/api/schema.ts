// generated from specs/openapi.yaml; do not edit, run npm run codegen
export interface paths {
    "/dvm/cmd/reload/dev-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read the devices the unit serves again
         * @description Package Service Status's Refresh: the device manager reloads its device list, so new and removed devices show.
         *     Original call: forwarded dvm/cmd/reload/dev-list.
         */
        post: operations["reloadUmDeviceList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dvmdb/adom/{adom}/device": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Managed devices of the ADOM
         * @description Managed Devices (/dvm/main) lists them with their firmware, connection and configuration status (an
         *     out-of-sync device opens the out-of-sync review). The vulnerability view lists the ADOM's managed devices (FortiGates and their variants, proxies, analyzers,
         *     managers) to match their firmware against the PSIRT data; manager-mode rows are skipped, analyzer and
         *     manager rows must be upgraded manually.
         *     Original call: forwarded device-manager get on /dvmdb/adom/{adom name}/device with a filter on mgmt_mode
         *     and conf_status, and 'fields' naming the attributes the view reads.
         */
        get: operations["listManagedDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flatui/api/gui/adom/um/package/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an entitlement file or a FortiGuard package file
         * @description One upload for two kinds of file, told apart by packettype:
         *     - fgtkey, the entitlement file: the Welcome step with 'Import the Entitlement File' checked, or the
         *       registration step, uploads the file (no file: 'Please choose a valid file.'); status.code other than 0
         *       (or a failure) gives 'Failed to upload file or invalid image.' On success the console waits 5 s, then
         *       polls getLicenseSelf up to 10 times at 2 s (constants catalogue entitlementPoll) until account is set; if
         *       it never is: 'Registration Failed. Please check your entitlement file and try again.', else
         *       'Registration completed.' and the licence data is kept for the wizard.
         *     - fgdpkg, a FortiGuard package file exported by another unit: the import of the package transfer; the
         *       stored filepath is then imported by importUmPackages (a task).
         *     Original call: POST /flatui/api/gui/adom/um/package/upload (multipart; key filepath; upload progress is
         *     reported and the result status code is read).
         */
        post: operations["uploadUmPackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flatui/api/gui/firmware/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a local firmware image file
         * @description Step 1 of the firmware upgrade dialog when a local image file was chosen instead of a listed image (no file
         *     and no image: 'Please choose a valid file.'). status.code 0 stores the file at filepath, which is then
         *     checked with validateImage ('The image has been uploaded successfully. The upgrade will start shortly.'),
         *     optionally backed up around (backupSystemDb) and installed with upgradeFirmware. Any other code, or a
         *     failure, gives 'Failed to upload file or invalid image.' Once a file has been uploaded, choosing the same
         *     file again after a later failure gives 'The file was just uploaded. Please choose another one.'
         *     A firmware image is a file that is not empty named as Fortinet names its images,
         *     <PRODUCT>_<model>-v<major.minor.patch>-build<build>-FORTINET.out; any other file is refused (code -6). An
         *     accepted image is kept with the imported images (umFirmwareImportImage) and listed with its product's images
         *     (listFirmwareImages, listUmImages); importing a file of the same name again replaces it.
         *     Original call: POST /flatui/api/gui/firmware/import (multipart, the image file).
         */
        post: operations["importFirmwareImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flatui/auth/gui/vmlicense/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a VM licence file
         * @description Licence file upload (from the blocking licence screen or the licence dialog): a file is required ('Please
         *     choose the license file.'); upload progress is shown; status.code other than 0 gives 'Invalid file.'. On
         *     success the console reads the licence state, the system information and the licence again, so the new
         *     licence shows everywhere. A licence file is the text of a VM licence of the unit's own product: a line
         *     -----BEGIN FMG VM LICENSE----- (FAZ on an analyzer), the licence in base64, and the line -----END FMG VM
         *     LICENSE-----; any other file is refused (code -6). Original call: POST /flatui/auth/gui/vmlicense/upload
         *     (multipart, field file).
         */
        post: operations["uploadVmLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/adom/{adom}/apmap/floormaps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Floor maps of the ADOM's sites, with their floor plans and placements
         * @description Floor Map (fortiap/map/floor) shows the chosen floor map's plan with its access points as markers, and a table
         *     of the placements; Edit Floor Map starts from it. Images are data URLs (or addresses of the appliance), so the
         *     console draws them under its Content-Security-Policy (img-src 'self' data:).
         *     Original call: JSON-RPC get on pm/config/adom/{adom name}/obj/wireless-controller/region (the floor plan and
         *     its size) joined with the wtp objects' region, region-x and region-y (placements, relative 0…1, answered here
         *     in image pixels).
         */
        get: operations["listApFloorMaps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/adom/{adom}/apmap/floormaps/{mapId}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload a floor map's floor plan image
         * @description Edit Floor Map's Upload Floor Plan sends a PNG, JPEG or SVG file of at most 2 MB from the administrator's
         *     computer (the console checks type and size first, with the same messages); the floor map then shows the new
         *     image. The limits are also in specs/catalog/ap-map.json.
         *     Original call: JSON-RPC update on pm/config/adom/{adom name}/obj/wireless-controller/region/{name} with
         *     image-type and the image (base64).
         */
        put: operations["uploadApFloorPlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/adom/{adom}/apmap/floormaps/{mapId}/placements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save where the access points stand on a floor map
         * @description Edit Floor Map's Save writes every placement of the floor map at once (an access point left out is no longer
         *     placed on it). On failure the console keeps the edits and says so.
         *     Original call: JSON-RPC update on pm/config/adom/{adom name}/obj/wireless-controller/wtp/{wtp-id} of each
         *     access point, with region (the floor map's name), region-x and region-y (x / imageWidth, y / imageHeight).
         */
        put: operations["saveApFloorPlacements"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/adom/{adom}/apmap/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sites of the ADOM with their access points, for the geographic map
         * @description Geographic Map (fortiap/map/gmap) draws each site at its latitude and longitude on a world map drawn from
         *     bundled geography (no tile server), with its access points counted up and down, and lists the sites as a
         *     table; choosing a site lists its access points and links to its floor maps. Floor Map and Edit Floor Map name
         *     the access points of a floor map's site from it.
         *     Original calls: device-manager get on /dvmdb/adom/{adom name}/device with fields name, latitude and longitude
         *     (a site is a FortiGate with its location), joined with the JSON-RPC forward get on
         *     pm/config/adom/{adom oid}/obj/wireless-controller/wtp (listWtps) by 'scope member', after the wtp-id parsing
         *     rule (local radios ending in -WIFI0 and ids not matching their platform left out).
         */
        get: operations["listApSites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/adom/{adom}/fortiap/management": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the ADOM manages its access points
         * @description /fortiap/devices/list redirects to /fortiap/centrallist when the ADOM manages its access points centrally;
         *     otherwise it lists each FortiGate's access points. The examples are personas of the mock: apCentral
         *     (central management on, also the default) and apPerDevice.
         *     Original call: JSON-RPC get on /pm/config/adom/{adom}/_adom/options, member central-ap-management
         *     (the appliance's ADOM option; the exact member is an assumption of this description).
         */
        get: operations["getApManagement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/adom/{adom}/fortiap/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live state of the ADOM's access points
         * @description The managed access points list shows whether each access point is connected now, its address and its
         *     connected clients, next to its configuration (listWtps). A failure here leaves the list without live state.
         *     Original call: JSON-RPC exec sys/proxy/json forwarding GET /api/v2/monitor/wifi/managed_ap to every
         *     FortiGate of the ADOM (target adom/{adom}/group/All_FortiGate), the answers joined.
         */
        get: operations["listApStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/adom/{adom}/obj/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Configuration objects of one kind
         * @description The object screens of the access-point and switch templates list the ADOM's (or one device's) objects of a
         *     kind: SSIDs, AP profiles, switch VLAN definitions, QoS policies, … Each example is named after the kind
         *     (`kind` + the kind in PascalCase, e.g. kindVap), so the mock answers each kind with its own objects.
         *     Original call: JSON-RPC get on pm/config/adom/{adom}/obj/{category} (or pm/config/device/{device}/vdom/root/{category}).
         */
        get: operations["listConfigObjects"];
        put?: never;
        /**
         * Create a configuration object
         * @description Create New and Clone on an object screen add the object as the kind's form describes it.
         *     Original call: JSON-RPC add on pm/config/adom/{adom}/obj/{category}.
         */
        post: operations["createConfigObject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/adom/{adom}/obj/{kind}/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a configuration object
         * @description Edit on an object screen saves the whole object (its key field may be renamed).
         *     Original call: JSON-RPC set on pm/config/adom/{adom}/obj/{category}/{name}.
         */
        put: operations["updateConfigObject"];
        post?: never;
        /**
         * Delete a configuration object
         * @description Delete on an object screen removes each selected object (one call per object).
         *     Original call: JSON-RPC delete on pm/config/adom/{adom}/obj/{category}/{name}.
         */
        delete: operations["deleteConfigObject"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/adom/{adom}/psirt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * PSIRT data of the ADOM
         * @description The Vulnerable Devices dialog, the Device Vulnerabilities dialog and the top-bar vulnerability indicator
         *     read the ADOM's device vulnerability store: advisories by IR number, the advisories hitting each
         *     '<platform>_<version>' present in the ADOM, and the number of devices per risk level. The console matches
         *     managed devices, access points, switches and extenders against byPlatform itself.
         *     Original call: proxy API GET on /gui/adoms/{adom oid}/dvm/psirt (method get).
         */
        get: operations["getPsirtData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/adom/{adom}/soc/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Policies created by hits in the ADOM
         * @description Create Policy by Hits lists the firewall policies made from policy hits in the ADOM (Policies Created by Hits),
         *     newest first, each with the policies whose hits it was proposed from.
         */
        get: operations["listSocPolicies"];
        put?: never;
        /**
         * Create a policy from policy hits
         * @description Create Policy by Hits: the administrator chooses policy-hit rows, the console proposes a policy from the
         *     sources, destinations and services of the traffic that hit them (the analyzer's top source addresses and top
         *     destinations of those policies), and the administrator saves it, edited or not. The answer is the policy with
         *     the id the appliance gave it; it is then listed by listSocPolicies. A name the ADOM already has comes back on
         *     the Name field.
         */
        post: operations["createSocPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/adom/um/download/priority": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Download priority of FortiGuard packages
         * @description Advanced Settings (/fortiguard/advanced): which products and packages the unit downloads first (get), and
         *     changing it (set, read-write on system settings). Original call: the proxy API /gui/adom/um/download/priority.
         */
        post: operations["umDownloadPriority"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/adom/um/externalresource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * External threat feeds, and reading one again now
         * @description External Resources (/fortiguard/externalresource): the threat feeds the unit reads and serves (get), and
         *     reading one again at once (refresh, key; needs read-write on system settings). The seed names the screen but
         *     no call; modelled as a proxy call like the other FortiGuard screens (POST /gui/adom/um/externalresource).
         */
        post: operations["umExternalResource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/adom/um/firmwareimage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Firmware images the appliance may install
         * @description Step 0 of the firmware upgrade dialog lists these images of the appliance's product (version, build, type,
         *     platform) to choose from, newest first; an image with recommended false asks for confirmation ('Cannot find
         *     upgrade path file...') before the upgrade. Without the firmware licence the dialog offers only images not
         *     above the running major.minor (the licence rule is the console's; this list is not filtered by it). An empty
         *     list leaves only the upload of a local image file.
         *     The chosen image is then fetched with downloadImage by its objid, platform and version.
         *     params.viewType says which images: upgrade = the images this appliance may install (its own platform; the
         *     upgrade dialog asks for these), all = every image of the product the update manager keeps. params.viewProduct
         *     is the product code of the images: the appliance's own (getFirmwareImageVersion product) for the upgrade
         *     dialog, any product of the fortiguard catalogue for the update services' Firmware Images. The examples named
         *     viewProduct<code> answer a product's call.
         *     Scenarios: downgradeOnly (every image is older than the running one), aboveLicence (only newer lines: with
         *     getSysLicense noFirmwareLicence nothing may be chosen), noImages (empty list).
         *     Original calls: proxy API POST /gui/adom/um/firmwareimage, method get (viewType, viewProduct), which reads the
         *     firmware upgrade path and the image list filtered per product (forwarded exec um/image/list with product).
         */
        post: operations["listFirmwareImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/adom/um/firmwareimage/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Firmware the appliance runs
         * @description Read when the firmware upgrade dialog opens: the current version shown in step 0, the product whose images
         *     are listed (viewProduct of listFirmwareImages), the version the chosen image is compared with (lower: a
         *     downgrade, whose failure reads 'Downgrade Failed') and, without the firmware licence (getSysLicense
         *     firmware_upgrade_licensed false), the major.minor the choosable images may not go above.
         *     Original call: proxy API POST /gui/adom/um/firmwareimage/version, method get (no params).
         */
        post: operations["getFirmwareImageVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/adom/um/firmwareimportimage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Firmware images imported by hand, and deleting one
         * @description Firmware Images (/fortiguard/firmwares): the image files administrators imported (get; the import itself is
         *     importFirmwareImage, with upload progress), and deleting one by its key (del; read-write on system settings).
         *     Original call: the proxy API /gui/adom/um/firmwareimportimage.
         */
        post: operations["umFirmwareImportImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/adom/um/license": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Licensing status of the managed devices
         * @description Licensing Status (/fortiguard/license): each device's FortiGuard licences by licence-filter type and its support
         *     contracts, with their expiry dates. Original call: the proxy API /gui/adom/um/license, method get. This is the
         *     only operation of that call; the appliance's own firmware upgrade licence is getSysLicense's
         *     firmware_upgrade_licensed.
         */
        post: operations["umLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/adom/um/package/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Packages received from FortiGuard
         * @description Package Receive Status (/fortiguard/pkgreceive): the packages the unit received, with their latest version, date
         *     and size; showUsedOnly keeps the packages a managed device uses. Lists ask for resultsize 50000000 (fortiguard
         *     catalogue). Original call: the proxy API /gui/adom/um/package/receive, method get.
         */
        post: operations["umPackageReceive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/adom/um/package/service": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Devices served with packages, and pushing pending updates
         * @description Package Service Status (/fortiguard/pkgservice): the devices the unit serves (get), one device's packages
         *     (getOne, key), and pushing the pending updates to chosen devices (pushPending, keys) or to all
         *     (pushAllPending); pushes need read-write on system settings. A pushed device is up to date with nothing
         *     pending; pushPending to a device that is not reachable is refused ('The device is not reachable.'), and
         *     pushAllPending leaves such devices pending. Original call: the proxy API /gui/adom/um/package/service.
         */
        post: operations["umPackageService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/adom/um/package/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A package's versions, and which one is served
         * @description The versions the unit keeps of one package (get), and the change of the version it serves to devices (change,
         *     key and version; read-write on system settings). Original call: the proxy API /gui/adom/um/package/version.
         */
        post: operations["umPackageVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/adom/um/queryserver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Query databases, and importing one
         * @description Query Receive Status (/fortiguard/queryreceive): the query databases the unit serves (get), and importing a
         *     database file already copied to the unit (import: folder, file and its MD5 checksum; read-write on system
         *     settings). The file's name begins with the service of the database it holds (wf or webfiltering, as or
         *     antispam, ob or outbreak, then - or _) and carries its date (YYYYMMDD); the database is current from then
         *     on, dated by the file. Another file: 'The file is not a query database.' Original call: the proxy API
         *     /gui/adom/um/queryserver.
         */
        post: operations["umQueryServer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/adom/um/querystatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Devices sending rating queries to the unit
         * @description Query Server Status (/fortiguard/querystatus): each device that asks the unit for ratings, per query service,
         *     with its queries in the last hour and day. The seed names the screen but no call; modelled as a proxy call
         *     like the other FortiGuard screens (POST /gui/adom/um/querystatus, method get).
         */
        post: operations["umQueryStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/adoms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * ADOMs the admin may open
         * @description ADOM selector and the ADOM picker of the start-up order. Each ADOM carries its lock as the signed-in
         *     admin sees it (unlocked, locked by me, locked by another admin, or held by an IPS lock). With only one
         *     accessible ADOM, switching says 'You have only one ADOM.'
         */
        get: operations["listAdoms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/adoms/{oid}/lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lock an ADOM
         * @description ADOM lock button (workspace mode only): restricted admins, and other admins with read-write on the
         *     adom_lock privilege on a unit that is not an HA secondary. Answers the new lock.
         */
        post: operations["lockAdom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/adoms/{oid}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unlock an ADOM
         * @description ADOM unlock button, shown when the ADOM is locked by the signed-in admin. Answers the new lock.
         */
        post: operations["unlockAdom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/backup_strategy_status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Backup strategy status, and marking it set up
         * @description method get reads whether the backup strategy was set up: the startup wizard drops the Backup Strategy step
         *     when changed is true. method set with params changed true marks it done: sent by the Backup Strategy step's
         *     Next after the schedule and revision settings are saved, so the wizard does not offer the step again; it
         *     answers the new status. Both answer the status, changed true once marked (the appliance keeps it).
         *     Original call: POST /gui/backup_strategy_status with method get → data.changed; a POST with params changed
         *     true marks it done (the seed names no method for it; set, the proxy calls' verb for a change, is assumed).
         */
        post: operations["backupStrategyStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/cli/global/system/admin/setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Admin settings (firmware upgrade check)
         * @description The startup wizard reads firmware-upgrade-check to decide whether to look for a newer image at
         *     all; when this call fails the console assumes 1 (check on).
         *     Original call: get /cli/global/system/admin/setting (field firmware-upgrade-check).
         */
        get: operations["getAdminSetting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/cli/global/system/backup/all-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Automatic backup schedule
         * @description Prefills the automatic-backup form of the Backup Strategy step (super admin only).
         *     Original call: get /cli/global/system/backup/all-settings.
         */
        get: operations["getBackupSchedule"];
        /**
         * Save the automatic backup schedule
         * @description Saves the automatic-backup form; answers the saved schedule.
         *     Original call: set /cli/global/system/backup/all-settings.
         */
        put: operations["setBackupSchedule"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/cli/global/system/saml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Single sign-on settings
         * @description Reads the registration step's single sign-on switch (forticloud-sso) and server address.
         *     Original call: get /cli/global/system/saml.
         */
        get: operations["getSamlSettings"];
        /**
         * Save single sign-on settings
         * @description Turns single sign-on with the provider's cloud on or off; answers the saved settings.
         *     Original call: set on /cli/global/system/saml with the SSO settings (forticloud-sso 1|0, server-address).
         */
        put: operations["setSamlSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/cloud/portals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cloud portal menu
         * @description For users signed in through the provider's cloud portal: the portal menu links and the form posted by
         *     Return To Portal (original call: cloud portal data get, keys portals and post_params).
         */
        get: operations["getCloudPortals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/customview/adom/{adom}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the ADOM's custom views and the templates
         * @description The fortiview menu lists the ADOM's custom views under Custom Views; New Custom View offers the templates of
         *     every ADOM, each shown as '<name> [<ADOM name>]'.
         */
        get: operations["listCustomViews"];
        put?: never;
        /**
         * Create a custom view
         * @description New Custom View: blank with a sub-type, or copied from a template (createdFrom, with the template's widgets
         *     less those flagged defaultHide); isTemplate is false. The answer carries the new view's uuid, and the console
         *     goes to it in edit mode. A refused name comes back on the Name field.
         */
        post: operations["createCustomView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/customview/adom/{adom}/{dashId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename a custom view
         * @description Rename Custom View; afterwards the console returns to the dashboard's path. A refused name comes back on the Name field.
         */
        put: operations["renameCustomView"];
        post?: never;
        /**
         * Delete a custom view
         * @description After Confirm Deletion. The console then goes to the first remaining custom view, or with none left to the
         *     first dashboard of the fortiview menu; a failed delete is ignored silently.
         */
        delete: operations["deleteCustomView"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/customview/adom/{adom}/{dashId}/layout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save a custom view's widgets and layout
         * @description Save in the dashboard editor; every widget's place and size on the 24-column grid (x + w ≤ 24).
         */
        put: operations["saveCustomViewLayout"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/deployment/adom/devices/install/latestrev": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Install the latest revision on devices
         * @description Install the manager's latest revision on the devices (original call POST /gui/deployment/adom/devices/install/latestrev with oids), in a task the console awaits.
         */
        post: operations["installLatestRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/dvm/adom/{adomOid}/devices/retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retrieve the devices' configurations
         * @description Retrieve: the manager reads each device's configuration as a new revision, in a task the console awaits
         *     (success 'A task is created to retrieve the device configurations.'; failure 'Failed to retrieve the device
         *     configurations.').
         */
        post: operations["retrieveDeviceConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/dvm/adom/{adomOid}/devices/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revert the devices to the manager's configuration
         * @description Revert: the manager installs its latest revision back on each device, in a task the console awaits (success
         *     'A task is created to revert the device configurations.'; failure 'Failed to revert the device
         *     configurations.').
         */
        post: operations["revertDeviceConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/dvm/adom/{adomOid}/ip-conflicts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Devices with an IP address conflict
         * @description The IP-conflict device list, opened from the notification of a conflict (which names the ADOM by its oid):
         *     each device's row expands into the interfaces in conflict.
         */
        get: operations["listIpConflicts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/dvm/adom/{adomOid}/out-of-sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Out-of-sync devices of an ADOM
         * @description The out-of-sync device review (from the notification that devices are out of sync): each device with its
         *     model, firmware, serial number, address and connection (1 up, 2 down). Retrieve and revert need read-write on
         *     device config and the ADOM lock held; View Diff needs read on device config (capabilities).
         */
        get: operations["listOutOfSyncDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/dvm/device/{deviceId}/revision-diff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Two configurations of a device to compare
         * @description View Diff: the configuration of revision `from` and of revision `to` (or, with current_config, the device's
         *     current configuration); the console computes the line differences and shows them side by side.
         */
        get: operations["getDeviceConfigDiff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/dvm/device/{deviceId}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A device's revision history
         * @description The revisions View Diff compares, newest first.
         */
        get: operations["listDeviceRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/extension/{key}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Enable or disable an extension
         * @description Extension Dashboard, the Enabled switch of an extension: whether it starts with the unit. Models JSON-RPC set on
         *     /cli/global/system/docker/{key} status enable|disable. A failure says 'Failed to change %s.' and the switch
         *     shows the extension as it is.
         */
        put: operations["setExtensionEnabled"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/extension/{key}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an extension
         * @description Extension Dashboard, Start on a stopped extension. Models JSON-RPC exec /sys/docker/start with the extension's
         *     key. A failure says 'Failed to start %s.' with the unit's reason.
         */
        post: operations["startExtension"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/extension/{key}/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop an extension
         * @description Extension Dashboard, Stop on a running extension. Models JSON-RPC exec /sys/docker/stop with the extension's key.
         *     A failure says 'Failed to stop %s.'
         */
        post: operations["stopExtension"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/extension/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Installed management extensions
         * @description Extension Dashboard (/extension/dashboard): the management extensions installed on the unit with state, CPU and
         *     memory use and whether each starts with the unit; polled every 10 s. Models the JSON-RPC get of
         *     /cli/global/system/docker and exec /sys/docker/status.
         */
        get: operations["listExtensions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/fortiview/adom/{adom}/{viewName}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a widget's data query
         * @description A dashboard widget submits its query (time range, devices, top-N, sort, filter) for its data view and gets a
         *     task id back; it then polls getFortiviewResult until the run is done, showing the percentage meanwhile, and
         *     cancels it (cancelFortiviewQuery) when an option changes or the widget leaves the page. Identical queries of
         *     several widgets are submitted once. Mirrors the analyzer's own call: POST on fortiview/adom/{adom}/{view}/run.
         */
        post: operations["runFortiviewQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/fortiview/adom/{adom}/{viewName}/run/{tid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Progress and rows of a widget's data query
         * @description Polled by the widget after runFortiviewQuery: while `status` is running the widget shows the percentage; once
         *     done it draws the page of rows (offset, limit; `total` says how many there are). Mirrors the analyzer's
         *     GET on fortiview/adom/{adom}/{view}/run/{tid}.
         */
        get: operations["getFortiviewResult"];
        put?: never;
        post?: never;
        /**
         * Cancel a widget's data query
         * @description The widget cancels its run when one of its options changes or it leaves the page (and no other widget waits
         *     for the same query). Mirrors the analyzer's DELETE on fortiview/adom/{adom}/{view}/run/{tid}.
         */
        delete: operations["cancelFortiviewQuery"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/logview/adom/{adom}/logfiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stored log files of an ADOM
         * @description Log Browse lists the files the analyzer stores for the ADOM's devices, one per device, log type and day,
         *     newest first; choosing one opens its logs in the log list. Mirrors the analyzer's logfiles list.
         */
        get: operations["listLogFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/logview/adom/{adom}/loggroups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log groups of an ADOM
         * @description Log Groups lists the ADOM's device groups whose logs are viewed together; opening one shows the log list of
         *     its devices. Mirrors the analyzer's log-group list.
         */
        get: operations["listLogGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/logview/adom/{adom}/logsearch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a log search
         * @description The log list submits its search (log type and subtype, devices, time range, filter expression, sort) whenever
         *     one of them changes and gets a task id back; it then fetches the pages the grid shows (getLogSearchPage) and
         *     cancels the search (cancelLogSearch) when a newer one replaces it or the list is left. A malformed filter is
         *     refused at once with 400 and its message is shown under the filter bar. Mirrors the analyzer's POST on
         *     logview/adom/{adom}/logsearch.
         */
        post: operations["submitLogSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/logview/adom/{adom}/logsearch/{tid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of a log search, with its progress and total
         * @description The log grid fetches the pages the user scrolls to (offset, limit) and keeps only a few of them; the first page
         *     comes while the search is still counting (status running, percentage), later polls bring `total`. The CSV
         *     export fetches every page in turn. Mirrors the analyzer's GET on logview/adom/{adom}/logsearch/{tid}.
         */
        get: operations["getLogSearchPage"];
        put?: never;
        post?: never;
        /**
         * Cancel a log search
         * @description Sent when a newer search replaces this one or the log list is left, so the analyzer stops counting. Mirrors
         *     the analyzer's DELETE on logview/adom/{adom}/logsearch/{tid}.
         */
        delete: operations["cancelLogSearch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/logview/adom/{adom}/savedviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Custom log views of an ADOM
         * @description The custom log views (a saved log type, filter, columns and period) that /logview/customviewlogs opens by name.
         */
        get: operations["listSavedLogViews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Notifications
         * @description Notification bell (not shown to restricted admins): notifications grouped by licence, system, device
         *     manager, log, outbreak and SOC fabric, each with a severity (critical, error, warning, notification,
         *     information) and the ADOM it concerns.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/register/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Countries for the registration step
         * @description Options of the registration step's Country/Region select. An empty list while the unit is not
         *     registered means the support servers cannot be reached: 'Failed to connect to FortiCare servers.'
         *     Original call: the country list fetched with the registration service.
         */
        get: operations["getCountryList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/register/getOrgList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Organisations of the support account
         * @description Organisations the support account belongs to, one <item> each: the Organisation select of Sign In to
         *     FortiCloud (the chosen id goes to loginFgtCloud as org_id). A failure shows the <error> texts joined, or
         *     'Unknown error.' when it names none.
         *     Original call: registration service post getOrgList (tagged text).
         */
        post: operations["getOrgList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/register/getRemoteAccess": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remote access from the cloud (read)
         * @description Whether the cloud may reach this unit: <enable>1</enable> or <enable>0</enable>; and, once the unit is
         *     signed in to the cloud (loginFgtCloud), the <account> and <org> (the organisation's name) it is signed in
         *     under. The FortiCloud part of the Register and SSO step and of System > FortiCare & FortiCloud.
         *     Original call: registration service post getRemoteAccess (tagged text).
         */
        post: operations["getRemoteAccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/register/getResellerList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resellers of a country
         * @description Choosing a country reloads the Reseller select (and clears the chosen reseller); choosing a
         *     reseller sets reseller_name to its text.
         *     Original call: registration service post getResellerList (country) (tagged text).
         */
        post: operations["getResellerList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/register/loginFgtCloud": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign the unit in to the provider's cloud
         * @description Signs the unit in to the cloud with the support account (before single sign-on is turned on), under the
         *     organisation chosen from getOrgList (org_id); getRemoteAccess then names the account and organisation.
         *     A failure shows the <error> texts joined, or 'Unknown error.' when it names none. Scenario examples:
         *     rejected, unknownError.
         *     Original call: registration service post loginFgtCloud (tagged text).
         */
        post: operations["loginFgtCloud"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/register/registerExistingContract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register with a contract registration code
         * @description Registers the unit with an existing contract's registration code: the startup wizard's Register and SSO
         *     step (Register With: Contract Registration Code) and System > FortiCare & FortiCloud. status ok:
         *     'FortiCare product registration successful.'; status error: the <error> texts joined (or 'Unknown error.').
         *     Scenario examples: rejected (one error), twoProblems (a joined error list), unknownError (none named).
         *     Original call: registration service post registerExistingContract (account, password,
         *     registrationCode) (tagged text).
         */
        post: operations["registerExistingContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/register/registerExistingUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register the unit to an existing account
         * @description The registration step's Register. status ok: 'FortiCare product registration successful.';
         *     status error: the <error> texts joined (or 'Unknown error.') as a danger message.
         *     Original call: registration service post registerExistingUser (account_id, password,
         *     reseller_id, reseller_name) (tagged text).
         */
        post: operations["registerExistingUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/register/setRemoteAccess": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remote access from the cloud (set)
         * @description Allows or denies remote access from the cloud; answers the new state. Refused while the unit is not
         *     registered ('The unit is not registered.') or not signed in to the cloud ('The unit is not signed in to
         *     FortiCloud.'); a failure shows the <error> texts joined, or 'Unknown error.' when it names none.
         *     Original call: registration service post setRemoteAccess (enable) (tagged text).
         */
        post: operations["setRemoteAccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/session/adom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * ADOM of the session
         * @description The ADOM the session works in (the selector's value); after sign-in it is the admin's default ADOM.
         */
        get: operations["getCurrentAdom"];
        put?: never;
        /**
         * Switch ADOM
         * @description ADOM selector and picker switch the session's ADOM (original call /gui/session/adom, verb change,
         *     parameter oid). Answers the ADOM now in use; the mock cannot echo the request, so pick the matching
         *     named example.
         */
        post: operations["changeAdom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/session/keepalive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh the session
         * @description Debounced mouse and key activity, and Extend Session in the Session Timeout modal, refresh the session
         *     so that it does not time out; the answer gives the new lifetime.
         */
        post: operations["keepSessionAlive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/session/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description The sign-in page posts the administrator's credentials. The answer carries the anti-CSRF token that
         *     every mutating call then sends as `X-CSRF-Token`, and the session cookie. After sign-in the console
         *     reads the system configuration (getSysConfig) to run the start-up order (startup wizard, password
         *     change, ADOM picker). Wrong credentials answer 401.
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/session/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Ends the session (profile menu Logout, the Session Timeout modal's Logout, Save and Logout / Discard
         *     and Logout after the workspace question, and the sign-out forced by an unresolved VM licence problem).
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/session/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Session timeout state
         * @description Polled by the shell. A `warning` state opens the Session Timeout modal whose countdown starts at
         *     `remaining` (Extend Session or Logout); `expired` returns to sign-in.
         */
        get: operations["getSessionStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/startup/hostname": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the host name
         * @description Specify Hostname step's Next. Answers the host name now in use.
         *     Original call: hostname set through the appliance's system service.
         */
        post: operations["setHostname"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/startup/revision-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Revision settings
         * @description Prefills the revision settings form of the Backup Strategy step.
         *     Original call: get of the appliance's revision settings (config revisions kept and auto-deleted).
         */
        get: operations["getRevisionSettings"];
        /**
         * Save the revision settings
         * @description Saves the revision settings form; answers the saved settings.
         *     Original call: set of the appliance's revision settings.
         */
        put: operations["setRevisionSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/startup/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Startup wizard state
         * @description The startup wizard reads this when it opens (for a super admin whose getSysConfig says
         *     startup_complete false) to title itself ('<product_name> Setup') and to drop the steps already
         *     complete: SSO when forticare_license.account_id is not 'N/A', Hostname when hostname_set,
         *     Password when the default password is no longer in use (shown and required when
         *     need_change_password is non-zero; always hidden on an HA secondary), Firmware when newer_image is
         *     null (or getAdminSetting says firmware-upgrade-check 0). The release-notes link of the Firmware step
         *     is built from newer_image.version and the document ids of the constants catalogue
         *     (releaseNotes.documentIds 723553, 492625): https://docs.fortinet.com/document/<product>/<version>/release-notes/<id>,
         *     the analyzer using the first id from 7.0.3 upward.
         *     Original call: the appliance's startup-wizard state (forticare_license, admin_has_default_pwd,
         *     need_change_password, ha_mode, fmgversion, hostname, sn, username).
         */
        get: operations["getStartupState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/admin/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an administrator's password
         * @description Password-change dialog (expired, non-conforming, forced, default-password and voluntary changes, and
         *     the startup wizard's password step). Sends the user name, the old password (empty unless the admin
         *     changes the own account's password, and empty for a default password) and the new one. A failure
         *     answers field errors (newpasswd, oldpasswd, user) shown on the fields and as a danger message, and the
         *     server's error text.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/alladoms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every ADOM of the unit
         * @description All ADOMs (/sys/alladoms): every ADOM with its product, version, mode, device count and lock; an ADOM the admin
         *     may open can be switched to (changeAdom). Models the JSON-RPC get of /dvmdb/adom with option count (devices).
         */
        get: operations["listAllAdoms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/certificate/ca": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * CA certificates
         * @description Certificates, CA Certificates tab: the certificate authorities the unit trusts. Models the JSON-RPC get of
         *     /cli/global/system/certificate/ca.
         */
        get: operations["listCaCertificates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/certificate/ca/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a CA certificate
         * @description Certificates, Delete on a CA certificate after confirmation. Models JSON-RPC delete of
         *     /cli/global/system/certificate/ca/{name}. A failure says 'Failed to delete the certificate.'
         */
        delete: operations["deleteCaCertificate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/certificate/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a certificate
         * @description Certificates, Import (form specs/forms/certificate-import): a local certificate with its private key, or a CA
         *     certificate, in PEM. Models JSON-RPC add on /cli/global/system/certificate/local or /cli/global/system/certificate/ca
         *     by the type. A failure says 'Failed to import the certificate.' with the unit's reason.
         */
        post: operations["importCertificate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/certificate/local": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Local certificates
         * @description Certificates (/sys/certificate), Local Certificates tab: the unit's own certificates with subject, issuer,
         *     validity and details. Models the JSON-RPC get of /cli/global/system/certificate/local.
         */
        get: operations["listLocalCertificates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/certificate/local/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a local certificate
         * @description Certificates, Delete on a local certificate after confirmation (not a factory certificate, nor one in use).
         *     Models JSON-RPC delete of /cli/global/system/certificate/local/{name}. A failure says 'Failed to delete the
         *     certificate.' with the unit's reason.
         */
        delete: operations["deleteLocalCertificate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/cli": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a CLI command
         * @description CLI console drawer (shown when the admin has any permission on system_setting): runs one command line
         *     and prints what the appliance answered. A command may change the configuration.
         */
        post: operations["runCliCommand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * System configuration of the session
         * @description Read once after sign-in and whenever the persona of the session changes. Everything the role and
         *     permission rules need comes from here: variant (manager or analyzer), user type, cloud sign-in,
         *     password state (expired, non-conforming, forced, default), HA role, offline and collector modes, the
         *     admin profile (super user, able-to-change-password flag, data masking, privileges), restricted admin,
         *     single sign-on flags, features (analyzer, privacy tool, container, workspace mode, extension debugger,
         *     fabric role), the ADOM defaults and whether the startup wizard is complete.
         *     One named example per persona.
         */
        get: operations["getSysConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/db/backup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Back up the system database
         * @description Optional fourth step of the wizard's firmware upgrade (backup option on; with encryption on the
         *     password encrypts the file, else it is empty). The call only starts the backup: its progress and
         *     result arrive over the websocket GET /api/ws (JSON text frames). The console opens the socket,
         *     sends {"type":"subscribe","topic":"backup","request_id":"<request_id>"} (acknowledged with
         *     {"type":"subscribed","topic":"backup","request_id":…}) and shows
         *     'The system is backing up... (%s)' with the percent of each progress message until the final
         *     message: status done with meta {bytes, downloadname, filepath} (then the file is downloaded with
         *     downloadSystemBackup and the upgrade goes on) or status error (the upgrade stops with its
         *     message). Every message follows the JSON Schema specs/schemas/backup-result-message.schema.json
         *     (BackupResultMessage). In mock mode scripts/mock-socket.ts plays that socket (MOCK_SOCKET_PORT,
         *     default 4020; path /api/ws or /ws): it answers a subscribe to topic backup after a short delay
         *     with progress 30, 60, 100 and a done message.
         *     Original call: /gui/sys/db backup (password; empty if unencrypted).
         */
        post: operations["backupSystemDb"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/db/backup/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a finished system backup
         * @description After the websocket reports a finished backup, the console downloads the file through the
         *     browser (a link to this URL with the meta's filepath and downloadname).
         *     Original call: the download of the backup file named by the websocket meta.
         */
        get: operations["downloadSystemBackup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/fabric/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Analyzer fabric members
         * @description Fabric role button of the analyzer, polled every 180000 ms: a member counts as a warning when
         *     in_sync is not 0; only accepted members are checked (original call: fabric stats get with
         *     types `member`).
         */
        get: operations["getFabricStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/fazfabric/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Analyzer fabric settings and members
         * @description Analyzer Fabric Settings (/sys/fazfabric/settings): the unit's role (supervisor, member or standalone), the
         *     fabric's name, the members with serial, address and state, and the settings form. Models the JSON-RPC get of
         *     /cli/global/system/csf and of /sys/csf/members.
         */
        get: operations["getAnalyzerFabric"];
        /**
         * Save the analyzer fabric settings
         * @description Analyzer Fabric Settings, Save (form specs/forms/analyzer-fabric-settings). Models JSON-RPC set on
         *     /cli/global/system/csf. A failure says 'Failed to save the fabric settings.' with the unit's reason.
         */
        put: operations["saveAnalyzerFabricSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/firmware/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Install the image and restart
         * @description Last step of the wizard's firmware upgrade. Success only when status equals OK: 'The upgrade has
         *     started and the system is restarting. Please wait for a few moments.'; any other status stops
         *     with 'Upgrade Failed'.
         *     Original call: the upgrade call (status must equal OK).
         */
        post: operations["upgradeFirmware"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/firmware/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate an uploaded or downloaded image
         * @description Third step of the wizard's firmware upgrade. valid false (or a failure) gives 'Failed to upload
         *     file or invalid image.'; valid true shows 'The image has been uploaded successfully. The upgrade
         *     will start shortly.'
         *     Original call: validate the uploaded image.
         */
        post: operations["validateImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/ha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * High-availability cluster and its members
         * @description High Availability (/sys/ha, also reached from the HA tag of the top bar) lists the cluster's members.
         */
        get: operations["getHaStatus"];
        put?: never;
        /**
         * Enable or disable an HA member
         * @description The member's switch on High Availability (original call /gui/sys/ha, method setHAMember with sn and enable).
         *     A failure gives 'HA member update failed.' and the switch goes back.
         */
        post: operations["setHaMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/help-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Online help location
         * @description The online help menu opens this URL in a new tab; when it is null the menu says
         *     'The device is unable to locate online help resources directly.'
         */
        get: operations["getHelpUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Appliance identity
         * @description Host name for the header title, product name and build for the header's right side and the
         *     about/view-details panels (original call /gui/sys/info, verb get).
         */
        get: operations["getSysInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/license": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Licence and contracts
         * @description Licence state of the appliance: registration account, support contracts, firmware licence (limits
         *     the choosable firmware versions) and security-rating licence (original call /gui/sys/license, verb get).
         *     firmware_upgrade_licensed is the one source of the firmware licence: the console firmware upgrade dialog and
         *     the firmware template form both read it.
         */
        get: operations["getSysLicense"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/log-limit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Daily log limit and the GB received per day
         * @description The daily log-limit notice (from the notification that the limit was exceeded): the daily maximum and the GB
         *     received on each of the last 7 days (constants vmSizing.dailyLogLimitDays), drawn as a small chart with the
         *     limit line and as a table.
         */
        get: operations["getLogLimitNotice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/log-rebuild": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log-database rebuild progress
         * @description Header progress indicator, polled every 5000 ms: phase (ADOM only, log storage upgrade, SQL rebuild,
         *     completed), percent and remaining time; `completed` offers the 'Rebuilt Log Database' hint.
         */
        get: operations["getLogRebuildStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/logfetch/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log fetch client profiles
         * @description Log Fetch (/sys/logfetch), Client Profiles tab: the analyzers this unit fetches logs from, with the account and
         *     the ADOM and device filters of each request. Models the JSON-RPC get of /cli/global/system/log-fetch/client-profile.
         */
        get: operations["listLogFetchProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/logfetch/profiles/{name}/fetch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a log fetch request with a profile
         * @description Log Fetch, Request Fetch on a client profile: sends the profile's request to its server, where it waits for
         *     approval; the new session shows among the sessions. Models JSON-RPC exec /sys/log-fetch/request with the
         *     profile name. A failure says 'Failed to send the log fetch request.' with the unit's reason.
         */
        post: operations["requestLogFetch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/logfetch/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log fetch sessions
         * @description Log Fetch, Sessions tab: the requests this unit sent (outgoing) and those other units sent to it (incoming), with
         *     state, progress and time range; polled while a session runs. Models the JSON-RPC get of /sys/log-fetch/session.
         */
        get: operations["listLogFetchSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/logfetch/sessions/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve an incoming log fetch request
         * @description Log Fetch, Approve on an incoming request waiting for approval: the transfer starts. Models JSON-RPC exec
         *     /sys/log-fetch/session/approve with the session id. A failure says 'Failed to approve the request.'
         */
        post: operations["approveLogFetchSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/logfetch/sessions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a log fetch session
         * @description Log Fetch, Cancel on an outgoing session that waits or runs. Models JSON-RPC exec /sys/log-fetch/session/cancel
         *     with the session id. A failure says 'Failed to cancel the session.'
         */
        post: operations["cancelLogFetchSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/logfetch/sessions/{id}/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deny an incoming log fetch request
         * @description Log Fetch, Deny on an incoming request waiting for approval. Models JSON-RPC exec /sys/log-fetch/session/deny
         *     with the session id. A failure says 'Failed to deny the request.'
         */
        post: operations["denyLogFetchSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/postgres-upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * PostgreSQL upgrade progress
         * @description Polled every 5000 ms while an upgrade runs: the PostgreSQL upgrade dialog shows the hint, remaining
         *     time, progress and 'Please don't shutdown system!'; on completion 'PostgreSQL Upgrade was completed.'
         *     with 'Continue to Reboot' / 'Continue to Shutdown' when allowed, plus Close.
         */
        get: operations["getPostgresUpgradeStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/processes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Running processes
         * @description Process monitor drawer (not for restricted admins) lists the appliance's processes with CPU and memory.
         */
        get: operations["listProcesses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Theme and avatar
         * @description Profile dialog and the effective theme of the console (own theme, or the global one when useGlobalTheme).
         */
        get: operations["getProfile"];
        /**
         * Save theme and avatar
         * @description Profile dialog's save; answers the saved settings. A failure (e.g. avatar refused) is shown as a danger message.
         */
        put: operations["saveProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/reboot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reboot the appliance
         * @description 'Continue to Reboot' after the PostgreSQL upgrade completed. On success the console says the system is
         *     rebooting and signs the user out; a failure is shown in the dialog ('Failed to reboot the system.').
         */
        post: operations["rebootSystem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/security-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Firmware image certification
         * @description Read after sign-in: a non-zero code shows the banner for a firmware image that is not certified
         *     (1 non-GA certified, 2 not certified). Original call security-check with method `get`; it reads
         *     only, so it needs no CSRF token.
         */
        post: operations["getSecurityCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/shutdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shut the appliance down
         * @description 'Continue to Shutdown' after the PostgreSQL upgrade completed. On success the console says the system is
         *     shutting down and signs the user out; a failure is shown in the dialog ('Failed to shut down the system.').
         */
        post: operations["shutdownSystem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/sys/tac/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * FortiCare debug report
         * @description Help menu item for super admins: the appliance produces the support debug report (forwarded call
         *     exec /sys/tac/report) and the console saves it as a file, then says 'FortiCare Debug Report
         *     downloaded.'; a failure says 'Failed to download FortiCare Debug Report.'
         */
        post: operations["downloadDebugReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Background tasks
         * @description Task dropdown of the top bar: each task's title (with %s filled from params), progress and state.
         *     Restricted admins see only their own tasks and the task monitor opens the restricted-admin page.
         */
        get: operations["listTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/um/image/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pack the downloaded image as a tar archive
         * @description Second step of the wizard's firmware upgrade, after the download task is done. A failure gives
         *     'Failed to upload file or invalid image.'
         *     Original call: the tar archive step that follows the image download.
         */
        post: operations["archiveImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/um/image/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Download a firmware image from the update service
         * @description First step of the wizard's firmware upgrade ('Upgrade Now >'): starts a task that downloads the
         *     image (by object id, platform and version of getStartupState.newer_image). The console follows
         *     taskid with getTaskProgress ('Downloading the selected image file...'), then archives
         *     object_list[0].file. A failure here or in the task gives 'Error download selected image file.'
         *     Original call: exec um/image/download (create_task, platform, version).
         */
        post: operations["downloadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/um/license/self": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This unit's licence
         * @description The data contract list and the support account. The entitlement poll reads account (null while
         *     pending). Scenario examples: registered (default, account set) and pending (no account: the
         *     poll fails after 10 tries).
         *     Original call: get /um/license/self.
         */
        get: operations["getLicenseSelf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/um/object/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export FortiGuard packages
         * @description Starts a task that writes one file per chosen category (original call: exec um/object/export with category
         *     and flags). A refused call says 'Fail to start export task.'; a task that ends in error 'Failed to run the
         *     newly created task.' When the task is done the console downloads each file, constants.exportDownloadSpacingMs
         *     (300 ms) apart.
         */
        post: operations["exportUmPackages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/um/object/export/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an exported package file
         * @description A file written by the export task, by its path, offered under its download name.
         */
        get: operations["downloadUmExportFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/um/object/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import an uploaded FortiGuard package file
         * @description After uploadUmPackage (packettype fgdpkg) stored the file, starts the task that imports its packages. A
         *     refused call says 'Fail to start import task.'; a task that ends in error 'Failed to run the newly created
         *     task.'
         */
        post: operations["importUmPackages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/um/task/{taskid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Progress of one task
         * @description Polled about once a second while the wizard downloads an image, until state is done (continue)
         *     or error/cancelled ('Error download selected image file.'). The examples give the stages of a
         *     download; the default is the finished task.
         *     Original call: the task monitor's progress of one task by id (percent).
         */
        get: operations["getTaskProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/util/ip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Client IP address
         * @description The browser's address as the appliance sees it (util IP-address endpoint), shown in the view-details panel.
         */
        get: operations["getClientIp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/vmlicense/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * VM licence state
         * @description Checked after sign-in on a virtual appliance (original call /gui/vmlicense/status, verb get).
         *     expired, mgmt_ip_mismatch and duplicate are blocking: the licence dialog opens with a file upload,
         *     and the user is signed out when the problem stays unresolved.
         */
        get: operations["getVmLicenseStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/workspace/dirty": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Unsaved workspace changes
         * @description Read at logout: with unsaved changes (devices, object categories, ADOMs, policy packages) the user
         *     chooses Save and Logout, Discard and Logout, or Cancel.
         */
        get: operations["listDirtyItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/workspace/discard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Discard workspace changes
         * @description Discard and Logout drops every unsaved change; answers the remaining dirty items (none).
         */
        post: operations["discardWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gui/workspace/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the workspace
         * @description Save and Logout saves every unsaved change; answers the remaining dirty items (none).
         */
        post: operations["saveWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pm/config/adom/{adom}/obj/extender-controller/extender": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Extenders of FortiGates before FortiOS 7.2
         * @description The vulnerability view lists the FortiExtenders managed through the older extender controller (FortiOS
         *     before 7.2) to match their firmware against the PSIRT data. This call is keyed by the ADOM name.
         *     Original call: JSON-RPC forward, method get, url pm/config/adom/{adom name}/obj/extender-controller/extender
         *     with scope member All_FortiGate.
         */
        get: operations["listExtenderControllerExtenders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pm/config/adom/{adomOid}/obj/extension-controller/extender": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Extenders of FortiGates on FortiOS 7.2 and later
         * @description The vulnerability view lists the FortiExtenders managed through the extension controller (FortiOS 7.2 and
         *     later) to match their firmware against the PSIRT data.
         *     Original call: JSON-RPC forward, method get, url pm/config/adom/{adom oid}/obj/extension-controller/extender
         *     with scope member All_FortiGate.
         */
        get: operations["listExtensionControllerExtenders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pm/config/adom/{adomOid}/obj/fsp/managed-switch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Switches managed by the ADOM's FortiGates
         * @description The vulnerability view lists the FortiSwitches of every FortiGate, to match their firmware against the
         *     PSIRT data and show them under their FortiGate in the fabric view.
         *     Original call: JSON-RPC forward, method get, url pm/config/adom/{adom oid}/obj/fsp/managed-switch with
         *     scope member All_FortiGate.
         */
        get: operations["listManagedSwitches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pm/config/adom/{adomOid}/obj/wireless-controller/wtp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Access points managed by the ADOM's FortiGates
         * @description The vulnerability view lists the wireless access points of every FortiGate, to match their firmware
         *     against the PSIRT data and show them under their FortiGate in the fabric view.
         *     Original call: JSON-RPC forward, method get, url pm/config/adom/{adom oid}/obj/wireless-controller/wtp
         *     with scope member All_FortiGate.
         */
        get: operations["listWtps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pm/fwmprof/adom/{adom}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Firmware templates of the ADOM
         * @description Firmware Templates (/dvm/firmwaretemplate) lists them with their schedule, image source, versions and
         *     devices. The Setup Upgrade wizard lists the ADOM's firmware templates ('Use Existing Firmware Template' picker) and
         *     finds the template a device already belongs to ('This device is already assigned to the template %s…').
         *     Original call: get on pm/fwmprof/adom/{adom name} (the exact call is not named by the appliance).
         */
        get: operations["listFirmwareTemplates"];
        put?: never;
        /**
         * Create a firmware template
         * @description Firmware Templates, Create New (with the devices chosen in Assigned Devices), and 'Create New Firmware Template' in the Setup Upgrade wizard save the edited template with the chosen devices
         *     ('Firmware template created.'; on failure the server's detail, else 'Failed to save Firmware Template.').
         *     Original call: JSON-RPC query add on pm/fwmprof/adom/{adom name} with the template data and its scope member.
         */
        post: operations["addFirmwareTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pm/fwmprof/adom/{adom}/{template}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update an existing firmware template
         * @description Firmware Templates, Edit, saves the edited template with the devices chosen in Assigned Devices (a device
         *     another template holds cannot be chosen there); 'Use Existing Firmware Template' saves the template with the chosen devices added; the same call removes
         *     devices from the template they belonged to before ('Error unassigning devices' when that fails).
         *     Original call: the appliance's template update helper taking the ADOM, the template and its name (the
         *     exact call is not named by the appliance); here a PUT of the whole template.
         */
        put: operations["updateFirmwareTemplate"];
        post?: never;
        /**
         * Delete a firmware template
         * @description Firmware Templates (/dvm/firmwaretemplate), Delete: removes the template after a confirmation; its devices
         *     keep their firmware and belong to no template afterwards. Needs read-write on the device manager
         *     (capabilities).
         *     Original call: JSON-RPC delete on pm/fwmprof/adom/{adom name}/{template name}; here a DELETE.
         */
        delete: operations["deleteFirmwareTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/soar/adom/{adom}/outbreak/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Outbreak alerts of the ADOM
         * @description Outbreak Alerts (/fortisoc/soar/outbreakalerts, where /fortisoc/soar/outbreak also leads) lists the outbreak
         *     alerts the threat-intelligence service published, each with its severity, whether the outbreak was detected on
         *     the ADOM's managed devices (and which devices), and the advisory it exploits. The console filters, searches and
         *     sorts the list itself.
         *     Original call: the analyzer's SOC outbreak-alert service, a get on soar/adom/{adom name}/outbreak/alerts
         *     (the exact call is not named by the appliance); here a GET.
         */
        get: operations["listOutbreakAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sys/proxy/adom/{adomOid}/device/{device}/switch-controller/managed-switch/port-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ports of one managed switch
         * @description Topology shows the ports of the switch chosen on the graph; Faceplate (/fortiswitch/faceplate) draws them on the
         *     switch's front panel with their state, speed, PoE, VLAN, neighbour and counters. The seed names the screens but
         *     no call; modelled as the proxy the device manager offers to its FortiGates. Original call: JSON-RPC exec
         *     sys/proxy/json with target ["adom/{adom name}/device/{device}"], action get, resource
         *     /api/v2/monitor/switch-controller/managed-switch/port-stats?mkey={switch-id}, joined by the FortiGate with the
         *     ports' state, PoE and LLDP neighbours of managed-switch/status. Examples are named after the switch asked for
         *     (mkey + switch id).
         */
        get: operations["listSwitchPorts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sys/proxy/adom/{adomOid}/switch-controller/managed-switch/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The switch fabric of every FortiGate of the ADOM
         * @description Topology (/fortiswitch/topology) draws each FortiGate with the switches it manages and the links between them,
         *     with each switch's state. The seed names the screen but no call; modelled as the proxy the device manager
         *     offers to its FortiGates. Original call: JSON-RPC exec sys/proxy/json with target
         *     ["adom/{adom name}/group/All_FortiGate"], action get, resource /api/v2/monitor/switch-controller/managed-switch/status;
         *     one entry per FortiGate that manages at least one switch.
         */
        get: operations["listSwitchFabrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/um/device/push": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Push updates to one device now
         * @description Package Service Status's "Push Now" on a device row: the unit pushes that device's pending packages at once.
         *     Original call: forwarded exec /um/device/push with serial and command.
         */
        post: operations["pushUmDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/um/image/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Firmware images the unit keeps for a product
         * @description Firmware Images marks which of the chosen product's images the unit has already downloaded (its "On This
         *     Unit" column), by platform, version and build. Original call: forwarded exec um/image/list with product.
         */
        post: operations["listUmImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/um/image/version/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Firmware images per platform
         * @description The firmware template form offers, for each platform of the chosen devices, the images it can be upgraded
         *     to, and preselects the recommended one (the GA build of the suggested version, else the newest of the same
         *     major.minor, else the first). Without a platform filter every platform of the product is listed, without a
         *     product every product's.
         *     Original call: forwarded exec um/image/version/list with platform and product; like the other forwarded
         *     execs of the update manager (um/image/list, um/license/filter) a POST whose body is the exec's parameters.
         */
        post: operations["listFirmwareVersions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/um/license/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Devices holding any of some licence types
         * @description Licensing Status asks the unit for the devices that hold one of the chosen licence-filter types (section 9)
         *     when a licence type is chosen. Original call: forwarded exec /um/license/filter with license_filter.
         */
        post: operations["filterUmLicenses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/um/som/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The unit's FortiGuard server override list (as modelled)
         * @description Query Server Status shows, under the devices' queries, which FortiGuard servers the unit itself uses (update
         *     servers and rating servers set instead of the public ones) and whether each answers.
         *     Original call: forwarded get um/som/list. The seed names only the call; neither its meaning nor its answer is
         *     shown. "som" is read here as the server override list (service-override, "SOM", entries), an assumption:
         *     the answer's shape is modelled for this screen, not taken from the appliance.
         */
        get: operations["listUmServerOverrides"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/um/update/license/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The licence types Licensing Status opens with
         * @description The licence filter "Keep this filter" saved (updateUmLicenseFilter): Licensing Status opens with its first
         *     licence type chosen; an empty list shows every device. Original call: forwarded get /um/update/license/filter.
         *     The seed names only the exec that saves the filter; reading it back is modelled for this screen (an
         *     assumption, as um/som/list is).
         */
        get: operations["getUmLicenseFilter"];
        put?: never;
        /**
         * Keep the licence types Licensing Status opens with
         * @description Licensing Status's "Keep this filter" saves the chosen licence types as the unit's licence filter.
         *     Original call: forwarded exec /um/update/license/filter with license_filter.
         */
        post: operations["updateUmLicenseFilter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * ActionResult
         * @description Outcome of a call that changes state on the appliance and has nothing else to return.
         */
        ActionResult: {
            /**
             * @description Appliance status code; 0 on success (failures answer with ApiError).
             * @constant
             */
            code: 0;
            /** @description Optional confirmation text of the server. */
            message?: string;
        };
        /**
         * AdminPermission
         * @description Access level of one admin-profile privilege.
         * @enum {string}
         */
        AdminPermission: "none" | "read" | "read-write";
        /**
         * AdminSetting
         * @description Fields of the appliance's admin settings the wizard reads (get /cli/global/system/admin/setting). When the call fails the console treats firmware-upgrade-check as 1.
         */
        AdminSetting: {
            /**
             * @description 1: look for newer firmware and offer the Upgrade Firmware step; 0: the step is dropped.
             * @enum {integer}
             */
            "firmware-upgrade-check": 0 | 1;
        };
        /**
         * Adom
         * @description Administrative domain the admin may open.
         */
        Adom: {
            /** @description Description. */
            desc: string;
            lock: components["schemas"]["AdomLock"];
            /** @description ADOM name (root is the default ADOM). */
            name: string;
            /** @description Object id; what change, lock and unlock take. */
            oid: number;
            /**
             * @description Device product type the ADOM holds (some dashboards need a particular type).
             * @enum {string}
             */
            product?: "FortiGate" | "FortiCarrier" | "FortiFirewall" | "FortiFirewallCarrier" | "FortiProxy" | "FortiMail" | "FortiClient" | "FortiDDoS" | "FortiWeb" | "FortiSandbox" | "Fabric";
            /** @description ADOM version, major.minor. */
            version?: string;
        };
        /**
         * AdomLock
         * @description Lock of an ADOM. Locked by another admin: the lock button is disabled, and also when the lock is held by a non-IPS lock.
         */
        AdomLock: {
            /** @description Administrator holding the lock (absent when unlocked). */
            by?: string;
            /**
             * @description normal: an administrator's workspace lock; ips: held by an IPS package update.
             * @enum {string}
             */
            lock_type: "normal" | "ips";
            /**
             * @description unlocked; locked_by_me (unlock button); locked_by_other (lock button, disabled).
             * @enum {string}
             */
            state: "unlocked" | "locked_by_me" | "locked_by_other";
            /** @description Epoch seconds when the lock was taken. */
            time?: number;
        };
        /**
         * AdomSummary
         * @description One ADOM of the unit as All ADOMs lists it: product, version, mode, devices and lock.
         */
        AdomSummary: {
            /** @description Description. */
            desc: string;
            /** @description Number of devices in the ADOM. */
            devices: number;
            /** @description Whether the ADOM is disabled. */
            disabled?: boolean;
            lock: components["schemas"]["AdomLock"];
            /**
             * @description normal: devices are managed in the ADOM; advanced: VDOMs of one device may sit in different ADOMs; backup: configurations are kept as backups only.
             * @enum {string}
             */
            mode: "normal" | "advanced" | "backup";
            /** @description ADOM name. */
            name: string;
            /** @description Object id (what changeAdom takes). */
            oid: number;
            product: components["schemas"]["Adom"]["product"];
            /** @description ADOM version, major.minor. */
            version: string;
        };
        /**
         * AnalyzerFabric
         * @description The analyzer fabric this unit belongs to: its settings, its role in it and the members the supervisor sees.
         */
        AnalyzerFabric: {
            /** @description Units of the fabric (the supervisor first). */
            members: {
                /** @description Host name. */
                hostname: string;
                /** @description Address. */
                ip: string;
                /** @description Epoch seconds of the last message from the member. */
                last_seen?: number;
                /**
                 * @description Role in the fabric.
                 * @enum {string}
                 */
                role: "supervisor" | "member";
                /** @description Serial number. */
                serial: string;
                /**
                 * @description Connection state seen from the supervisor.
                 * @enum {string}
                 */
                status: "online" | "offline" | "syncing";
                /** @description Firmware version. */
                version?: string;
            }[];
            /**
             * @description supervisor: the fabric's root; member: joined to a supervisor; standalone: the fabric is off.
             * @enum {string}
             */
            role: "supervisor" | "member" | "standalone";
            settings: components["schemas"]["AnalyzerFabricSettings"];
        };
        /**
         * AnalyzerFabricSettings
         * @description Analyzer fabric settings (config system csf on the analyzer): on or off, the role, the fabric's name and, for a member, the supervisor it joins.
         */
        AnalyzerFabricSettings: {
            /** @description Whether members are accepted by their certificate rather than by approval. */
            accept_auth_by_cert?: boolean;
            /** @description Name of the fabric (every member uses the supervisor's). */
            fabric_name: string;
            /**
             * @description The unit's role.
             * @enum {string}
             */
            role: "supervisor" | "member";
            /**
             * @description Whether the unit takes part in a fabric.
             * @enum {string}
             */
            status: "enable" | "disable";
            /** @description Minutes between the supervisor's syncs of the members. */
            sync_interval?: number;
            /** @description The supervisor's IPv4 address (members). */
            upstream_ip?: string;
            /** @description The supervisor's port (members). */
            upstream_port?: number;
        };
        /**
         * ApiError
         * @description Shared failure body of every operation. `message` is the server's detail; `fields` maps form field names to their error text.
         */
        ApiError: {
            /** @description Appliance status code (non-zero on failure). */
            code: number;
            /** @description Field errors keyed by request field name (e.g. newpasswd, oldpasswd, user). */
            fields?: {
                [key: string]: string;
            };
            /** @description Server's detail text. */
            message: string;
        };
        /**
         * ApManagement
         * @description How an ADOM manages its access points.
         */
        ApManagement: {
            /** @description True when the ADOM manages its access points centrally (the managed access points list is the device list). */
            "central-management": boolean;
        };
        /**
         * ApMapFloorMap
         * @description A floor map of a site (a wireless-controller region object): its floor plan image, the real size the image covers and where the site's access points stand on it.
         */
        ApMapFloorMap: {
            /** @description Floor number (0 the ground floor in some countries, negative below ground). */
            floor: number;
            /** @description Real height the image covers, in metres. */
            heightMetres: number;
            /** @description Floor map id. */
            id: number;
            /** @description The floor plan image: a data URL of a PNG, JPEG or SVG image, or an http(s) address of the appliance the console reads it from. The console draws nothing from any other scheme. */
            image: string;
            /** @description Height of the image in pixels: the y range of placements. */
            imageHeight: number;
            /** @description Width of the image in pixels: the x range of placements. */
            imageWidth: number;
            /** @description Floor map name, e.g. Building A, floor 1. */
            name: string;
            /** @description The access points placed on the map; the site's others are not placed yet. */
            placements: components["schemas"]["ApMapPlacement"][];
            /** @description The site (ApMapSite id) the floor map belongs to. */
            siteId: string;
            /** @description Real width the image covers, in metres. */
            widthMetres: number;
        };
        /**
         * ApMapFloorPlanImage
         * @description The floor plan image a floor map now shows, after an upload: the image and its size in pixels (placements keep their pixel position and are clamped into the new image).
         */
        ApMapFloorPlanImage: {
            /** @description The image, as in ApMapFloorMap.image. */
            image: string;
            /** @description Height of the image in pixels. */
            imageHeight: number;
            /** @description Width of the image in pixels. */
            imageWidth: number;
        };
        /**
         * ApMapFloorPlanUpload
         * @description A floor plan image file sent from the administrator's computer, base64-encoded. Only PNG, JPEG and SVG images of at most 2 MB (2,097,152 bytes; 2,796,204 base64 characters) are taken; specs/catalog/ap-map.json holds the same limits for the console's own check before sending.
         */
        ApMapFloorPlanUpload: {
            /**
             * @description Media type of the image.
             * @enum {string}
             */
            contentType: "image/png" | "image/jpeg" | "image/svg+xml";
            /** @description The file's bytes, base64-encoded. */
            data: string;
            /** @description Name of the file as chosen. */
            fileName: string;
        };
        /**
         * ApMapPlacement
         * @description Where an access point stands on a floor map, in the floor plan image's own pixels (0,0 at its top left corner). The appliance keeps it as the wtp's region-x and region-y, x / imageWidth and y / imageHeight.
         */
        ApMapPlacement: {
            /** @description The access point placed (its wtp-id). */
            "wtp-id": string;
            /** @description Distance from the image's left edge, in image pixels (at most imageWidth). */
            x: number;
            /** @description Distance from the image's top edge, in image pixels (at most imageHeight). */
            y: number;
        };
        /**
         * ApMapPlacementsSave
         * @description All placements of one floor map, as Edit Floor Map saves them: an access point left out is no longer placed on it.
         */
        ApMapPlacementsSave: {
            /** @description The floor map's placements after the edit. */
            placements: components["schemas"]["ApMapPlacement"][];
        };
        /**
         * ApMapSite
         * @description A site of the access point map: the FortiGate that manages the site's access points, where it stands (its device latitude and longitude), its access points and the floor maps drawn for it.
         */
        ApMapSite: {
            /** @description The site's access points. */
            aps: components["schemas"]["ApMapSiteAp"][];
            /** @description Where the site is, as the administrator wrote it. */
            city: string;
            /** @description Ids of the site's floor maps (listApFloorMaps). */
            floorMapIds: number[];
            /** @description Name of the FortiGate that manages the site's access points (their 'scope member'), e.g. CAMPUS-PDX-FW01. */
            id: string;
            /** @description Latitude in degrees (WGS 84), north positive. */
            latitude: number;
            /** @description Longitude in degrees (WGS 84), east positive. */
            longitude: number;
            /** @description Site name shown on the map, e.g. Portland Campus. */
            name: string;
            /** @description Region the map zooms to with the site and its neighbours, e.g. US West. */
            region: string;
        };
        /**
         * ApMapSiteAp
         * @description An access point of a site, as the map shows it: the attributes of its wireless-controller wtp object (listWtps) that the map names it by. Local radios (wtp-id ending in -WIFI0) and ids that do not match their platform are not listed, as the wtp-id parsing rule says.
         */
        ApMapSiteAp: {
            /**
             * @description Connection: 0 unknown, 1 up, 2 down.
             * @enum {integer}
             */
            "_conn-state": 0 | 1 | 2;
            /** @description Model, e.g. FortiAP-431F. */
            "_platform-name": string;
            /** @description Access point name. */
            name: string;
            /** @description Serial number of the access point (its wtp-id), e.g. FP431FTF20955583. */
            "wtp-id": string;
        };
        /**
         * ApStatus
         * @description Live state of one managed access point as its FortiGate reports it.
         */
        ApStatus: {
            /** @description WiFi clients connected to it now. */
            clients: number;
            /** @description The FortiGate that manages it. */
            fortigate: string;
            /** @description Its address as the FortiGate sees it; empty when unknown. */
            ip: string;
            /**
             * @description Whether the access point is connected to its FortiGate now.
             * @enum {unknown}
             */
            status: "connected" | "disconnected" | "unknown";
            /** @description Serial number of the access point (the wtp object's wtp-id). */
            "wtp-id": string;
        };
        /**
         * BackupSchedule
         * @description Automatic backup of all settings to a remote server on a schedule (config system backup all-settings). Edited by the automatic-backup form of the Backup Strategy step (super admin only).
         */
        BackupSchedule: {
            /** @description Optional password that encrypts the backup file (write only; never returned). */
            crptpasswd?: string;
            /** @description Directory on the server. */
            directory: string;
            /** @description Password on the server (write only; never returned). */
            passwd?: string;
            /**
             * @description Transfer protocol to the backup server.
             * @enum {string}
             */
            protocol: "ftp" | "sftp" | "scp";
            /** @description Backup server address (IP or FQDN). */
            server: string;
            /**
             * @description Automatic backup on or off.
             * @enum {string}
             */
            status: "enable" | "disable";
            /** @description Time of day, HH:MM (24 h). */
            time: string;
            /** @description User name on the server. */
            user: string;
            /** @description Days of the week for a weekly schedule. */
            week_days: ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")[];
            /**
             * @description Schedule type.
             * @enum {string}
             */
            when: "hourly" | "daily" | "weekly";
        };
        /**
         * BackupStrategyStatus
         * @description Whether the backup strategy (automatic backup schedule plus revision settings) has been set up (POST /gui/backup_strategy_status, method get → data.changed). When changed, the wizard drops the Backup Strategy step.
         */
        BackupStrategyStatus: {
            /** @description The strategy has been set up (or confirmed) once. */
            changed: boolean;
        };
        /**
         * Certificate
         * @description A certificate on the unit: a local certificate (with its private key) or a CA certificate (config system certificate local / ca).
         */
        Certificate: {
            /** @description Administrator's comment. */
            comment?: string;
            /** @description SHA-256 fingerprint. */
            fingerprint?: string;
            /** @description Whether a setting of the unit uses it (a certificate in use cannot be deleted). */
            in_use?: boolean;
            /** @description Issuer distinguished name. */
            issuer: string;
            /** @description Public key algorithm and size, e.g. RSA 2048. */
            key_type?: string;
            /** @description Name of the certificate on the unit. */
            name: string;
            /** @description Serial number, hexadecimal. */
            serial: string;
            /** @description Signature algorithm. */
            signature?: string;
            /**
             * @description factory: shipped with the unit (cannot be deleted); user: imported by an administrator; fortiguard: delivered by an update.
             * @enum {string}
             */
            source: "factory" | "user" | "fortiguard";
            /** @description Subject distinguished name. */
            subject: string;
            /** @description Start of validity, epoch seconds. */
            valid_from: number;
            /** @description End of validity, epoch seconds; past it the certificate is expired. */
            valid_to: number;
        };
        /**
         * CertificateImport
         * @description A certificate to import: its name, type, the certificate in PEM and, for a local certificate, its private key and the key's password.
         */
        CertificateImport: {
            /** @description The certificate in PEM format. */
            certificate: string;
            /** @description Comment. */
            comment?: string;
            /** @description Name on the unit: letters, digits, '-', '_' and '.'. */
            name: string;
            /** @description Password of an encrypted private key. */
            password?: string;
            /** @description The private key in PEM format (local certificates). */
            private_key?: string;
            /**
             * @description local: a certificate of this unit, with its private key; ca: a certificate authority the unit trusts.
             * @enum {string}
             */
            type: "local" | "ca";
        };
        /**
         * ChangeAdomRequest
         * @description ADOM to switch the session to.
         */
        ChangeAdomRequest: {
            /** @description Object id of the ADOM. */
            oid: number;
        };
        /**
         * CliCommand
         * @description A command typed into the CLI console drawer.
         */
        CliCommand: {
            /** @description One CLI command line. */
            command: string;
        };
        /**
         * ClientIp
         * @description Address of the browser as the appliance sees it (util IP-address endpoint).
         */
        ClientIp: {
            /** @description Client IP address. */
            ip: string | unknown | unknown;
        };
        /**
         * CliOutput
         * @description What the appliance printed for a CLI command.
         */
        CliOutput: {
            /** @description Console output, plain text with line breaks. */
            output: string;
        };
        /**
         * CloudLoginRequest
         * @description Sign the unit in to the provider's cloud with the support account, under one of its organisations (registration service method loginFgtCloud).
         */
        CloudLoginRequest: {
            /** @description Account ID/Email. */
            account_id: string;
            /** @description The organisation the unit signs in under: an <id> of getOrgList's items. */
            org_id?: string;
            /** @description Account password. */
            password: string;
        };
        /**
         * CloudPortals
         * @description Portal menu of a user signed in through the provider's cloud portal: portal links, and the form that the Return To Portal item posts.
         */
        CloudPortals: {
            portals: {
                /** @description The portal the user came from. */
                current?: boolean;
                /** @description Menu label. */
                name: string;
                /** Format: uri */
                url: string;
            }[];
            /** @description Return To Portal form. */
            post_params: {
                /** @description Hidden form fields posted with it. */
                fields: {
                    [key: string]: string;
                };
                /**
                 * Format: uri
                 * @description Where Return To Portal posts.
                 */
                url: string;
            };
        };
        /**
         * ConfigObject
         * @description A configuration object of one kind (see specs/catalog/object-kinds.json). Its fields, their rules and messages are the kind's form, specs/forms/obj-<kind>.schema.json; every list example is checked against that form.
         */
        ConfigObject: {
            [key: string]: unknown;
        };
        /**
         * ConfigObjectResult
         * @description The appliance's status of an object call: code 0 and OK on success.
         */
        ConfigObjectResult: {
            code: number;
            message: string;
        };
        /**
         * CustomView
         * @description A dashboard made by a user (or a template to copy one from): its name, its widgets on the 24-column grid, its sub-type, the template it was copied from, whether it is a template, its uuid and its ADOM.
         */
        CustomView: {
            /** @description ADOM the view belongs to; templates are shown as '<name> [<ADOM name>]'. */
            adomName: string;
            /** @description uuid of the template it was copied from; null when made blank. */
            createdFrom: string | null;
            /** @description A template offered by New Custom View; views the user creates are never templates. */
            isTemplate: boolean;
            /** @description Name shown in the fortiview menu. */
            name: string;
            /** @description generic, SD-WAN specific or security fabric specific: which widgets the editor offers first. */
            subType: string & ("generic" | "sdwan" | "fabric");
            /** @description Identifier (dashId) of the view; its path is /fortiview/{ftv|noc}/custom_view/{uuid}. */
            uuid: string;
            widgets: components["schemas"]["CustomViewWidget"][];
        };
        /**
         * CustomViewCreate
         * @description A new custom view: blank with a sub-type, or copied from a template (createdFrom, with the template's widgets less those flagged defaultHide). Never a template.
         */
        CustomViewCreate: {
            /** @description When copied: the template's uuid. */
            createdFrom?: string;
            /** @constant */
            isTemplate: false;
            name: string;
            /**
             * @description When made blank.
             * @enum {string}
             */
            subType?: "generic" | "sdwan" | "fabric";
            widgets: components["schemas"]["CustomViewWidget"][];
        };
        /**
         * CustomViewCreated
         * @description The view was created; the console goes to it (in edit mode) by its uuid.
         */
        CustomViewCreated: {
            uuid: string;
        };
        /**
         * CustomViewError
         * @description Create or rename refused: `fields.name` has the text shown on the Name field (a name already taken in the ADOM, a name the appliance does not accept).
         */
        CustomViewError: {
            /** @description Appliance status code (non-zero). */
            code: number;
            fields?: {
                /** @description Shown on the Name field. */
                name?: string;
            };
            /** @description Server's detail text. */
            message: string;
        };
        /**
         * CustomViewLayout
         * @description The view's widgets as saved from the editor: each one's place and size on the 24-column grid, and whether it is hidden by default.
         */
        CustomViewLayout: {
            widgets: components["schemas"]["CustomViewWidget"][];
        };
        /**
         * CustomViewList
         * @description The custom views of an ADOM, in the order they were created, and the templates of every ADOM the administrator may use.
         */
        CustomViewList: {
            templates: components["schemas"]["CustomView"][];
            views: components["schemas"]["CustomView"][];
        };
        /**
         * CustomViewRename
         * @description The view's new name.
         */
        CustomViewRename: {
            name: string;
        };
        /**
         * CustomViewWidget
         * @description A widget placed on a custom view's 24-column grid, in the shape of a monitor dashboard's placement (specs/catalog/dashboards.json): its placement id (unique in the view), the widget's key in the widget catalogue (specs/catalog/widgets.json), its cell (x, y) and its size (w columns, h rows). x + w never exceeds 24; the service refuses a layout where it does.
         */
        CustomViewWidget: {
            /** @description Hidden unless the user shows hidden widgets; dropped when a view is copied from a template. */
            defaultHide?: boolean;
            /** @description Height in rows. */
            h: number;
            /** @description Placement id, unique in the view (the same widget may be placed twice). */
            id: string;
            /** @description Width in columns. */
            w: number;
            /** @description Widget key of the widget catalogue. */
            widget: string;
            /** @description Column of the left edge (0-23). */
            x: number;
            /** @description Row of the top edge. */
            y: number;
        };
        /**
         * DebugReport
         * @description Support debug report produced by the appliance (exec /sys/tac/report); the console saves it as a file.
         */
        DebugReport: {
            /** @description File content, base64-encoded. */
            content_base64: string;
            /** @description File name to save under. */
            filename: string;
            /** @description Media type of the file. */
            mime_type: string;
            /** @description Size of the decoded file in bytes. */
            size?: number;
        };
        /**
         * DeviceConfigDiff
         * @description The two configurations to compare (a revision and another revision, or the device's current configuration): the console computes the line differences and shows them side by side.
         */
        DeviceConfigDiff: {
            /** @description Object id of the device. */
            deviceId: number;
            /** @description Revision on the left. */
            from: number;
            /** @description Configuration text of the left side. */
            left: string;
            /** @description Configuration text of the right side. */
            right: string;
            /** @description Revision on the right; null when it is the current configuration. */
            to: number | null;
        };
        /**
         * DeviceOids
         * @description The devices an action applies to, by object id.
         */
        DeviceOids: {
            /** @description Object ids of the devices. */
            oids: number[];
        };
        /**
         * DeviceRevision
         * @description A configuration revision of a device in the manager's revision history.
         */
        DeviceRevision: {
            /** @description Its comment. */
            comment: string;
            /**
             * Format: date-time
             * @description When it was made.
             */
            created: string;
            /** @description Administrator or process that made it. */
            created_by: string;
            /** @description Whether this revision is the one installed on the device. */
            installed: boolean;
            /** @description Revision number. */
            rev: number;
        };
        /**
         * EnforcedVersion
         * @description The version every device of one platform is upgraded to.
         */
        EnforcedVersion: {
            /** @description Option bits; 0 for none. */
            flags: number;
            /**
             * @description 1 when the console filled this entry in from the vulnerability view.
             * @enum {integer}
             */
            "gui-auto-created"?: 0 | 1;
            /** @description Platform, e.g. FortiGate-60F, FortiAP-231F, FortiSwitch-448E-FPOE. */
            platform: string;
            /**
             * @description Product code of the platform.
             * @enum {string}
             */
            product: "FGT" | "FAP" | "FSW" | "FXT" | "FPX";
            /**
             * @description How intermediate versions are chosen: auto follows the provider's upgrade path.
             * @enum {string}
             */
            "upgrade-path": "auto";
            /** @description Image version, e.g. 7.2.6-b1575. */
            version: string;
        };
        /**
         * Extender
         * @description FortiExtender managed by a FortiGate of the ADOM (extension-controller extender on FortiOS 7.2 and later, extender-controller extender before).
         */
        Extender: {
            /** @description Running firmware as reported, e.g. FXT201E-v7.0.3-build0122. */
            _sw_version: string;
            /** @description Serial number, e.g. FX201E5919000054. */
            id: string;
            /** @description Model, e.g. FEX-201E, FEX-511F. */
            model: string;
            /** @description Extender name. */
            name: string;
            /** @description The FortiGate (and VDOM) that manages the extender. */
            "scope member": components["schemas"]["ScopeMember"][];
        };
        /**
         * FabricStats
         * @description Analyzer fabric statistics (polled every 180000 ms). A member counts as a warning when in_sync is not 0; only accepted members are checked.
         */
        FabricStats: {
            members: {
                /** @description The supervisor has accepted the unit into the fabric; only accepted members are checked. */
                accepted: boolean;
                /** @description 0 when the unit's configuration is in sync with the supervisor; any other value is a sync problem. */
                in_sync: number;
                /** @description Management address. */
                ip?: string;
                /** @description Epoch seconds of the last synchronisation. */
                last_sync?: number | null;
                /** @description Host name of the fabric unit. */
                name: string;
                /** @enum {string} */
                role: "supervisor" | "member";
                serial: string;
                /** @description Firmware version of the unit. */
                version?: string;
            }[];
            /** @description Statistic types the answer carries (the console asks for member). */
            types: "member"[];
        };
        /**
         * FirmwareImageOption
         * @description One firmware image the appliance can install, as the update manager lists it for the appliance's own product (firmware upgrade dialog, step 0). Without the firmware licence the console offers only images not above the running major.minor; an image that is not recommended asks for confirmation ('Cannot find upgrade path file...').
         */
        FirmwareImageOption: {
            /** @description Build number of the image. */
            buildnumber: number;
            /**
             * @description Release type; GA is the general-availability build.
             * @enum {string}
             */
            imageType: "GA" | "Special" | "Beta";
            /** @description Object id of the image in the update manager; downloadImage fetches the image by it. */
            objid: string;
            /** @description Platform the image is built for, e.g. FMG_VM64. */
            platform: string;
            /** @description An upgrade path file lists this image as a supported step from the running version. False: the console asks for confirmation before installing it. */
            recommended: boolean;
            /** @description Image version, major.minor.patch. */
            version: string;
        };
        /**
         * FirmwareImportResult
         * @description Result of uploading a local firmware image file. status.code 0 means the file was stored at filepath (then it is validated and installed); any other code means 'Failed to upload file or invalid image.'
         */
        FirmwareImportResult: {
            /** @description Where the appliance stored the image (input of validateImage and upgradeFirmware); present when status.code is 0. */
            filepath?: string;
            status: {
                /** @description 0 on success. */
                code: number;
                /** @description Server detail. */
                message: string;
            };
        };
        /**
         * FirmwareTemplate
         * @description Firmware template (fwmprof) of an ADOM: the firmware versions its devices are upgraded to, when, and which devices it holds. A device belongs to one template: when the console assigns a device to another template it also saves the old template without it.
         */
        FirmwareTemplate: {
            "fwmprof setting": {
                /** @description Target version per platform. */
                "enforced version": components["schemas"]["EnforcedVersion"][];
                /**
                 * @description 0 download images from FortiGuard; 1 use images stored on this appliance.
                 * @enum {integer}
                 */
                "image-source": 0 | 1;
                /** @description Days of a weekly window as bits (1 Sunday … 64 Saturday); 0 for none. */
                "schedule-day": number;
                /** @description Window end, HH:MM; null when there is no window. */
                "schedule-end-time": string | null;
                /** @description Window start, HH:MM; null when there is no window. */
                "schedule-start-time": string | null;
                /**
                 * @description 0 upgrade as soon as the device can be reached; 1 daily window; 2 weekly window.
                 * @enum {integer}
                 */
                "schedule-type": 0 | 1 | 2;
            };
            /** @description Template name, unique in the ADOM. Templates made from the vulnerability view are called 'PSIRT_' plus the date string with spaces replaced by underscores. */
            name: string;
            /** @description Devices the template holds. */
            "scope member": components["schemas"]["ScopeMember"][];
            /**
             * @description Object type.
             * @constant
             */
            type: "fwmprof";
        };
        /**
         * FirmwareUpgradeRequest
         * @description Install a validated image and restart.
         */
        FirmwareUpgradeRequest: {
            /** @description Path of the validated image archive on the appliance. */
            filepath: string;
        };
        /**
         * FirmwareUpgradeResult
         * @description Answer of the upgrade call. The upgrade succeeded (the system restarts) only when status equals OK; anything else is 'Upgrade Failed'.
         */
        FirmwareUpgradeResult: {
            /** @description Server detail. */
            message?: string;
            /** @description 'OK' on success; an error code text otherwise. */
            status: string;
        };
        /**
         * FirmwareVersionList
         * @description Firmware images available for one platform of one product (update manager image version list).
         */
        FirmwareVersionList: {
            /** @description Platform, e.g. FortiGate-60F. */
            platform: string;
            /**
             * @description Product code.
             * @enum {string}
             */
            product: "FGT" | "FAP" | "FSW" | "FXT" | "FPX" | "FAZ" | "FMG";
            /** @description Images, newest first. */
            versions: {
                /** @description Image file the appliance downloads or holds. */
                image_path: string;
                /**
                 * @description Release type; GA is the general-availability build.
                 * @enum {string}
                 */
                type: "GA" | "Special" | "Beta";
                /** @description Version and build, e.g. 7.2.6-b1575. */
                version: string;
            }[];
        };
        /**
         * FortiviewDeviceRow
         * @description A managed device in the device-status view: connection, firmware and load, with the log counts of the period. Family `device`.
         */
        FortiviewDeviceRow: {
            cpu?: number;
            /** @description Logs received from the device over the period. */
            logs?: number;
            memory?: number;
            name: string;
            /** @description Firmware version, e.g. 7.4.3. */
            osVersion?: string;
            platform: string;
            sn: string;
            /**
             * @description Connection to the appliance.
             * @enum {string}
             */
            status: "up" | "down";
            /** @description Threat logs among them. */
            threats?: number;
        };
        /**
         * FortiviewFlowRow
         * @description A link of a flow view (user data flow, SD-WAN application to interface): from a source node to a target node with its measure, for sankey and chord. Family `flow`.
         */
        FortiviewFlowRow: {
            source: string;
            target: string;
            value: number;
        };
        /**
         * FortiviewGeoRow
         * @description A country of a map view (threat map, top countries): its measure, for world map and globe. Family `geo`.
         */
        FortiviewGeoRow: {
            /** @description Country or region name as logged (srccountry / dstcountry). */
            country: string;
            /** @description ISO 3166-1 numeric code, the id of the country's shape in the world atlas. */
            isoNumeric: string;
            sessions?: number;
            severity?: number;
            threatScore?: number;
            value: number;
        };
        /**
         * FortiviewMetricRow
         * @description A single figure of a summary view (resource average and peak, log rate, fabric score): its current or average value and its peak over the period. Family `metric`.
         */
        FortiviewMetricRow: {
            /** @description Its name as shown. */
            label: string;
            /** @description Stable key of the figure (cpu, memory, disk, lograte, sessions...). */
            metric: string;
            /** @description Highest value over the period. */
            peak?: number;
            /** @enum {string} */
            unit: "%" | "logs/s" | "MB/s" | "sessions" | "count" | "score" | "bytes";
            /** @description Average (or current) value over the period. */
            value: number;
        };
        /**
         * FortiviewQuery
         * @description A widget's data query, submitted to the analyzer as an asynchronous FortiView run: which view (the path's viewName), over which time range, on which devices, how many top rows, in which order and with which filter. The analyzer answers with a task id that is then polled for progress and rows.
         */
        FortiviewQuery: {
            /** @description Serial numbers of the devices whose logs count; empty or absent means every device of the ADOM. */
            devices?: string[];
            /** @description Filter expression: clauses `field=value` or `field!=value` joined by ` and ` (log field names as in the log reference). */
            filter?: string;
            /** @description Top-N: at most this many rows (per series for time series). Absent for views without a top-N choice. */
            limit?: number;
            /** @description Sort order of the rows; by default the view's measure, descending. */
            sortBy?: {
                field: string;
                /** @enum {string} */
                order: "asc" | "desc";
            }[];
            /** @description Absolute time range the console resolved from the widget's time period (ISO 8601, start inclusive, end exclusive). */
            timeRange: {
                /** Format: date-time */
                end: string;
                /** Format: date-time */
                start: string;
            };
        };
        /**
         * FortiviewResult
         * @description The state of a FortiView run when polled: its progress (percentage) and, once done, a page of its rows (offset, limit) out of `total`. The rows' shape follows the view's family (views catalogue): top-N rows, time-series points, countries, flows, single figures, devices or security-rating checks.
         */
        FortiviewResult: {
            /**
             * @description Shape of the rows.
             * @enum {string}
             */
            family: "top" | "series" | "geo" | "flow" | "metric" | "device" | "score";
            /** @description Why the run failed (status error). */
            message?: string;
            offset: number;
            percentage: number;
            /** @description A page of rows; their shape follows `family` (see allOf). */
            rows: Record<string, never>[];
            /**
             * @description running: percentage grows and rows are empty; done: rows hold the page; cancelled: the run was cancelled; error: `message` says why.
             * @enum {string}
             */
            status: "running" | "done" | "cancelled" | "error";
            tid: string;
            /** @description The time range the rows cover. */
            timeRange?: {
                /** Format: date-time */
                end: string;
                /** Format: date-time */
                start: string;
            };
            /** @description Rows the run produced in all (the page is a slice of them). */
            total: number;
            /** @description Unit of the rows' value (bytes, sessions, count, %, logs/s, MB/s, score). */
            unit?: string;
            /** @description The view the run answers (data view key of the widget). */
            viewName: string;
        } & (unknown & unknown & unknown & unknown & unknown & unknown & unknown);
        /**
         * FortiviewScoreRow
         * @description A security-rating check of the fabric state of security (fabric audit and score): its category, result and the score it adds or takes away. Family `score`.
         */
        FortiviewScoreRow: {
            /** @enum {string} */
            category: "Security Posture" | "Fabric Coverage" | "Optimization";
            /** @description The check, e.g. 'Admin password strength'. */
            control: string;
            /** @description Devices the check failed on. */
            devices?: number;
            /** @enum {string} */
            result: "passed" | "failed";
            /** @description Points: positive when passed, negative when failed. */
            score: number;
            severity: number;
        };
        /**
         * FortiviewSeriesRow
         * @description A point of a time-series view: the measure of one series (an application, an interface, a metric) in one time bucket. Family `series`.
         */
        FortiviewSeriesRow: {
            /** @description The series the point belongs to. */
            series: string;
            /**
             * Format: date-time
             * @description Start of the bucket.
             */
            time: string;
            /** @description The measure in this bucket (its unit is the result's `unit`). */
            value: number;
        };
        /**
         * FortiviewTask
         * @description The analyzer accepted a FortiView run; poll it by this task id, or cancel it.
         */
        FortiviewTask: {
            /** @description Task id of the run. */
            tid: string;
        };
        /**
         * FortiviewTopRow
         * @description A row of a top-N view: one value of the view's dimension (a source, an application, a threat, a country...) with its measure and the usual counters. Family `top`.
         */
        FortiviewTopRow: {
            /** @description Sessions or events that were blocked. */
            blocked?: number;
            /** @description Bytes sent and received. */
            bytes?: number;
            /** @description A second dimension shown beside the key (e.g. the threat type, the application category). */
            detail?: string;
            /** @description The dimension's value (e.g. 10.1.100.11, HTTPS.BROWSER, United States). */
            key: string;
            /** @description A readable name for the key where it differs (device name, user name). */
            label?: string;
            rcvdbyte?: number;
            sentbyte?: number;
            /** @description Sessions (log rows) counted for the key. */
            sessions?: number;
            /** @description Highest severity seen for the key, on the PSIRT-like scale 1 (informational) to 5 (critical). */
            severity?: number;
            /** @description Sum of the client-reputation scores (crscore). */
            threatScore?: number;
            /** @description The view's measure (its `measure` in the views catalogue): bytes, sessions, events or a threat score. */
            value: number;
        };
        /**
         * HaMemberUpdate
         * @description setHAMember: enable or disable one member of the HA cluster by its serial number.
         */
        HaMemberUpdate: {
            /** @description true: the member takes part in the cluster; false: it is left out. */
            enable: boolean;
            /** @description Serial number of the member. */
            sn: string;
        };
        /**
         * HaStatus
         * @description The appliance's high-availability cluster: its mode and each member (serial number, host name, role, IP, state, whether it takes part).
         */
        HaStatus: {
            /** @description Name of the HA group. */
            cluster_name?: string | null;
            members: {
                /** @description Whether the member takes part in the cluster (setHaMember). */
                enabled: boolean;
                /** @description Host name. */
                hostname: string;
                /** @description Peer IP address. */
                ip: string;
                /** @enum {string} */
                role: "primary" | "secondary";
                /** @description Serial number. */
                sn: string;
                /**
                 * @description Connection to the cluster.
                 * @enum {string}
                 */
                status: "up" | "down" | "syncing";
            }[];
            /**
             * @description This unit's HA mode (standalone: no cluster).
             * @enum {string}
             */
            mode: "standalone" | "primary" | "secondary";
        };
        /**
         * HelpUrl
         * @description Online help location for the running version; null when the appliance cannot locate it ('The device is unable to locate online help resources directly.').
         */
        HelpUrl: {
            /**
             * Format: uri
             * @description Online help URL, or null.
             */
            url: string | null;
        };
        /**
         * HostnameChange
         * @description New host name of the appliance (set through the system service). The same rules as the Specify Hostname form: required, none of \ " > < ( ) ' & ` | ; # or white space.
         */
        HostnameChange: {
            /** @description Host name. */
            hostname: string;
        };
        /**
         * ImageArchive
         * @description The downloaded image packed as a tar archive, ready to be validated and installed.
         */
        ImageArchive: {
            /** @description Path of the archive on the appliance. */
            filepath: string;
            /** @description Archive size in bytes. */
            size?: number;
        };
        /**
         * ImageDownloadResult
         * @description Answer of exec um/image/download with create_task: the task that downloads the image from the update service and the object list naming the file it produces.
         */
        ImageDownloadResult: {
            object_list: {
                /** @description Path of the downloaded image on the appliance (input of the archive step). */
                file: string;
                /** @description Object id of the image. */
                objid?: string;
            }[];
            /** @description Task to follow with getTaskProgress. */
            taskid: number;
        };
        /**
         * ImageValidation
         * @description Result of checking an uploaded or downloaded image before the upgrade. Not valid → 'Failed to upload file or invalid image.'
         */
        ImageValidation: {
            /** @description Build found in the image. */
            build?: number;
            /** @description Why the image is not valid. */
            message?: string;
            /** @description Platform found in the image. */
            platform?: string;
            /** @description The image is signed, complete and fits this platform. */
            valid: boolean;
            /** @description Version found in the image. */
            version?: string;
        };
        /**
         * IpConflictDevice
         * @description A managed device with an IP address conflict: its row number, object id, connection (1 up, 2 down), name and the interfaces in conflict (port, IP, addressing mode).
         */
        IpConflictDevice: {
            /**
             * @description Connection to the manager: 1 up, 2 down.
             * @enum {integer}
             */
            conn: 1 | 2;
            details: {
                /** @description Address in conflict. */
                ip: string;
                /**
                 * @description How the interface gets its address.
                 * @enum {string}
                 */
                mode: "static" | "dhcp";
                /** @description Interface. */
                port: string;
            }[];
            /** @description Device name. */
            name: string;
            /** @description Object id of the device. */
            oid: number;
            /** @description Row number. */
            seq: number;
        };
        /**
         * KeepAliveResponse
         * @description Answer to a keep-alive: the session's new lifetime.
         */
        KeepAliveResponse: {
            /** @description Seconds until the session times out without further activity. */
            expires_in: number;
        };
        /**
         * LicenseSelf
         * @description This unit's own licence (get /um/license/self): the data contract list and the support account. After an entitlement file is uploaded the account appears here; the wizard polls this call until it does.
         */
        LicenseSelf: {
            /** @description Support account the unit is registered to; null while pending. */
            account: string | null;
            /** @description Data contracts of this unit. */
            contract: {
                /**
                 * Format: date
                 * @description Expiry date.
                 */
                expires: string;
                /** @description Service level (e.g. 24x7, 8x5). */
                level: string;
                /**
                 * @description Support contract type.
                 * @enum {string}
                 */
                type: "hardware" | "firmware" | "enhanced" | "comprehensive";
            }[];
            /** @description Serial number. */
            sn: string;
        };
        /**
         * LogFetchProfile
         * @description A log fetch client profile: the analyzer this unit fetches logs from, with the account and the ADOM and device filters of the request (config system log-fetch client-profile).
         */
        LogFetchProfile: {
            /** @description ADOM on the server whose logs are fetched. */
            adom: string;
            /** @description Devices (by name) whose logs are fetched; empty means all of the ADOM. */
            devices: string[];
            /** @description Epoch seconds of the last request made with this profile, null if never. */
            last_fetch?: number | null;
            /** @description Profile name. */
            name: string;
            /** @description How many days back the request reaches. */
            period_days: number;
            /** @description Whether the server's certificate is checked. */
            secure?: boolean;
            /** @description Address of the analyzer the logs are fetched from. */
            server_ip: string;
            /** @description Administrator account on that analyzer. */
            user: string;
        };
        /**
         * LogFetchSession
         * @description A log fetch session: a request this unit sent (outgoing) or one another unit sent to it (incoming), with its state, progress and time range.
         */
        LogFetchSession: {
            /** @description ADOM whose logs are fetched. */
            adom: string;
            /**
             * @description outgoing: this unit fetches from the peer; incoming: the peer fetches from this unit.
             * @enum {string}
             */
            direction: "outgoing" | "incoming";
            /** @description Start of the time range of the logs, epoch seconds. */
            from: number;
            /** @description Session id. */
            id: number;
            /** @description Logs fetched so far. */
            logs?: number;
            /** @description The server's reason, for a denied or failed session. */
            message?: string;
            /** @description Host name of the other unit. */
            peer: string;
            /** @description Address of the other unit. */
            peer_ip: string;
            /** @description Progress of the transfer. */
            percent: number;
            /** @description Client profile the request was made with (its name on the requesting unit). */
            profile: string;
            /** @description When the request was made, epoch seconds. */
            requested: number;
            /**
             * @description waiting-approval: the server has not answered the request yet; running; paused; done; cancelled; denied by the server; failed.
             * @enum {string}
             */
            state: "waiting-approval" | "running" | "paused" | "done" | "cancelled" | "denied" | "failed";
            /** @description End of the time range of the logs, epoch seconds. */
            to: number;
        };
        /**
         * LogFileList
         * @description The log files the analyzer stores for an ADOM's devices (Log Browse): one file per device, log type and day, newest first.
         */
        LogFileList: {
            files: {
                devid: string;
                devname: string;
                /**
                 * Format: date-time
                 * @description Time of its last log.
                 */
                end: string;
                /** @description Log type of the file's logs. */
                logtype: string;
                /** @description File name as stored, e.g. tlog.1732406400.log.gz (t traffic, e event, a security logs). */
                name: string;
                /** @description Logs in the file. */
                rows: number;
                /** @description Compressed size in bytes. */
                size: number;
                /**
                 * Format: date-time
                 * @description Time of its first log.
                 */
                start: string;
            }[];
        };
        /**
         * LogGroupList
         * @description Log groups of an ADOM: named device groups whose logs are viewed together.
         */
        LogGroupList: {
            description?: string;
            /** @description Serial numbers of the group's devices. */
            devices: string[];
            name: string;
        }[];
        /**
         * LogLimitNotice
         * @description Daily log-limit notice: the licensed daily maximum of logs received (GB) and the GB received on each of the last days (the check covers 7 days).
         */
        LogLimitNotice: {
            /** @description Daily limit in GB. */
            daily_max: number;
            used_gb_day_history: {
                /**
                 * Format: date
                 * @description The day.
                 */
                date: string;
                /** @description GB of logs received that day. */
                used: number;
            }[];
        };
        /**
         * LogRebuildStatus
         * @description Progress of a log-database rebuild (header progress indicator; polled every 5000 ms while a rebuild runs). Phases: ADOM only, log storage upgrade, SQL rebuild, completed; none when no rebuild runs.
         */
        LogRebuildStatus: {
            /** @description ADOM being rebuilt (phase adom); null when the whole database is concerned or nothing runs. */
            adom: string | null;
            /** @description Progress of the current phase. */
            percent: number;
            /**
             * @description none: no rebuild; adom: rebuilding one ADOM only; log_storage_upgrade; sql_rebuild; completed: done, the header offers the 'Rebuilt Log Database' hint.
             * @enum {string}
             */
            phase: "none" | "adom" | "log_storage_upgrade" | "sql_rebuild" | "completed";
            /** @description Estimated seconds remaining. */
            remain: number;
        };
        /**
         * LogRow
         * @description One log as Log View shows it: FortiOS log field names (the log-view catalogue's fields, with their meanings); a text field the log does not carry is left out.
         */
        LogRow: {
            /** @description ZTNA access proxy the session went through */
            accessproxy?: string;
            /** @description Traffic: session status (deny, accept, start, dns, ip-conn, close, timeout, client-rst, server-rst) */
            action?: string;
            /** @description Access Point name */
            ap?: string;
            /** @description Application name */
            app?: string;
            /** @description Application category */
            appcat?: string;
            /** @description Application risk level */
            apprisk?: string;
            /** @description Attack (IPS signature) name */
            attack?: string;
            /** @description Web filter category description */
            catdesc?: string;
            /** @description Client Reputation level */
            crlevel?: string;
            /** @description Client Reputation score */
            crscore?: number;
            /** @description Date */
            date: string;
            /** @description Device serial number */
            devid: string;
            /** @description Host name of the device that wrote the log */
            devname: string;
            /** @description Type of the detected device (IoT and other device detection) */
            devtype?: string;
            /** @description Country of destination IP */
            dstcountry?: string;
            /** @description Destination interface */
            dstintf?: string;
            /** @description Destination IP address */
            dstip?: string;
            /** @description Destination port */
            dstport?: number;
            /** @description Session duration (s) */
            duration?: number;
            /** @description Event time (epoch) */
            eventtime: number;
            /** @description Unique ID of the FortiClient endpoint */
            fctuid?: string;
            /** @description Name of the file that was scanned */
            filename?: string;
            /** @description Verdict of the sandbox on the submitted file (clean, low risk, medium risk, high risk, malicious) */
            fsaverdict?: string;
            /** @description User group of the authenticated user */
            group?: string;
            /** @description SD-WAN performance SLA health check */
            healthcheck?: string;
            /** @description Host name of the URL or DNS query */
            hostname?: string;
            /** @description The row's id within the analyzer's log store (stable across pages of a search). */
            id: string;
            /** @description SD-WAN member interface the health check probed */
            interface?: string;
            /** @description SD-WAN health-check jitter (ms) */
            jitter?: number;
            /** @description SD-WAN health-check latency (ms) */
            latency?: number;
            /** @description Log level */
            level: string;
            /** @description Log description */
            logdesc?: string;
            /** @description OS name of the device */
            osname?: string;
            /** @description SD-WAN health-check packet loss (%) */
            packetloss?: number;
            /** @description Firewall policy ID */
            policyid?: number;
            /** @description IP protocol number */
            proto?: number;
            /** @description Bytes received */
            rcvdbyte?: number;
            /** @description Email recipient address */
            recipient?: string;
            /** @description Name of the SaaS application (inline CASB) */
            saasname?: string;
            /** @description Email sender address */
            sender?: string;
            /** @description Bytes sent */
            sentbyte?: number;
            /** @description Service name */
            service?: string;
            /** @description Traffic shaping policy that matched the session */
            shapingpolicy?: string;
            /** @description SD-WAN SLA targets the probe met (bitmap; 0x0 none) */
            slamap?: string;
            /** @description Country of source IP */
            srccountry?: string;
            /** @description Hardware vendor of the detected source device */
            srchwvendor?: string;
            /** @description Source interface */
            srcintf?: string;
            /** @description Source IP address */
            srcip?: string;
            /** @description Source port */
            srcport?: number;
            /** @description Wireless network name (SSID) */
            ssid?: string;
            /** @description Log subtype */
            subtype: string;
            /** @description Security feature that detected the threat */
            threattype?: string;
            /** @description Time */
            time: string;
            /** @description Log type */
            type: string;
            /** @description User name the session was authenticated as */
            user?: string;
            /** @description Virtual domain name */
            vd?: string;
            /** @description Name of the virus or malware detected */
            virus?: string;
            /** @description Name of the VPN tunnel */
            vpntunnel?: string;
            /** @description Kind of VPN tunnel (SSL, IPsec dial-up or static) */
            vpntype?: string;
        };
        /**
         * LogSearchRequest
         * @description A log search, submitted to the analyzer as an asynchronous task: which logs (log type and subtype, devices, time range), which of them (a filter expression) and in which order. The analyzer answers with a task id whose pages are then fetched by offset and limit.
         */
        LogSearchRequest: {
            /** @description Serial numbers of the devices whose logs are searched; empty or absent means every device of the ADOM. */
            devices?: string[];
            /** @description Filter expression. A clause is `field op value`, op one of = != ~ (contains) !~ > >= < <=, the field a log field name of the catalogue, the value bare or in double quotes (\" for a quote); `field=a,b` matches either value. Clauses combine with and, or, not and parentheses (and binds tighter than or). A word or quoted text without a field matches logs that contain it in any text field. An unreadable expression is refused with 400 and a message that says where. */
            filter?: string;
            /** @description A log type of the log-view catalogue (a type, or a group such as threat). */
            logtype: string;
            /** @description Sort order of the logs; newest first by default. */
            sortBy?: {
                field: string;
                /** @enum {string} */
                order: "asc" | "desc";
            };
            /** @description One of the log type's subtypes; absent for all of them. */
            subtype?: string;
            /** @description Absolute time range the console resolved from the chosen time period (ISO 8601, start inclusive, end exclusive). */
            timeRange: {
                /** Format: date-time */
                end: string;
                /** Format: date-time */
                start: string;
            };
        };
        /**
         * LogSearchResult
         * @description A page of a log search: the logs from `offset` (at most `limit` of them), the search's progress, and once counted the number of logs it matched. A page can be fetched while the count still runs; `total` is there once status is done.
         */
        LogSearchResult: {
            /** @description Why the search failed (status error). */
            message?: string;
            offset: number;
            percentage: number;
            rows: components["schemas"]["LogRow"][];
            /**
             * @description running: the count is still running (rows of the page are there); done: `total` is known; cancelled: the search was cancelled; error: `message` says why.
             * @enum {string}
             */
            status: "running" | "done" | "cancelled" | "error";
            tid: string;
            /** @description Logs the search matched in all. */
            total?: number;
        };
        /**
         * LogSearchTask
         * @description The task id of a submitted log search, used to fetch its pages and to cancel it.
         */
        LogSearchTask: {
            tid: string;
        };
        /**
         * ManagedDevice
         * @description A device managed in the ADOM (device manager database row). Its firmware version is frmversion + '.' + _patch; with the product its os_type runs, that gives the PSIRT key '<platform>_<version>'.
         */
        ManagedDevice: {
            /** @description Firmware patch number; with frmversion gives the version (7.0 + 6 → 7.0.6). */
            _patch: number;
            /**
             * @description Configuration status against the device. The device list call can filter on it.
             * @enum {string}
             */
            conf_status: "unknown" | "insync" | "outofsync";
            /**
             * @description Connection of the device to the manager: 1 up, 2 down (as in the out-of-sync review). Absent when the manager has not reported it.
             * @enum {integer}
             */
            conn_status?: 1 | 2;
            /** @description Firmware as the device reports it, e.g. v7.0.6-build0366 (GA). */
            firmware: string;
            /** @description Firmware major.minor, e.g. 7.0. */
            frmversion: string;
            /**
             * @description normal: managed here. manager: the row stands for a device managed in manager mode by an analyzer; the vulnerability view skips it.
             * @enum {string}
             */
            manage_mode: "normal" | "manager";
            /**
             * @description Management mode: unregistered, managed, logging only, managed and logging. The device list call can filter on it.
             * @enum {string}
             */
            mgmt_mode: "unreg" | "fmg" | "faz" | "fmgfaz";
            /** @description Model device: provisioned in advance, no real unit connected yet. */
            model_dev: boolean;
            /** @description Device name, unique in the ADOM; what 'scope member' entries refer to. */
            name: string;
            /** @description Object id of the device. */
            oid: number;
            /**
             * @description Operating system type: firewall, analyzer, carrier firewall, firewall appliance, firewall appliance carrier, proxy, manager. Analyzer and manager rows cannot be upgraded through a firmware template ('%s must be upgraded manually.').
             * @enum {string}
             */
            os_type: "FortiGate" | "FortiAnalyzer" | "FortiCarrier" | "FortiFirewall" | "FortiFirewallCarrier" | "FortiProxy" | "FortiManager";
            /** @description Hardware or VM platform, e.g. FortiGate-60F, FortiWiFi-40F, FortiGate-VM64, FortiAnalyzer-3500G. */
            platform: string;
            /** @description Preferred image version set for the device, e.g. 7.2.6-b1575; empty when none. */
            prefer_img_ver: string;
            /** @description Serial number (e.g. FGT60FTK20012345). */
            sn: string;
        };
        /**
         * ManagedSwitch
         * @description FortiSwitch managed by a FortiGate of the ADOM (fsp managed-switch object).
         */
        ManagedSwitch: {
            /** @description Switch name. */
            name: string;
            /** @description Running firmware as reported, e.g. S448EF-v7.2.6-build0471,231012 (GA). */
            os_version: string;
            /** @description Model, e.g. FortiSwitch-448E-FPOE. */
            platform: string;
            /** @description Preferred image version, e.g. 7.2.6-b0471; empty when none. */
            "prefer-img-ver": string;
            /** @description The FortiGate (and VDOM) that manages the switch. */
            "scope member": components["schemas"]["ScopeMember"][];
            /** @description Serial number, e.g. S448EFTF23008043. */
            "switch-id": string;
        };
        /**
         * ManagementExtension
         * @description A management extension application installed on the unit (a container run by config system docker), with its state and resource use.
         */
        ManagementExtension: {
            /** @description CPU use, percent of the unit. */
            cpu: number;
            /** @description What the extension does. */
            description?: string;
            /** @description Disk used, MB. */
            disk_mb?: number;
            /** @description Whether the extension starts with the unit. */
            enabled: boolean;
            /** @description Identifier of the extension (what start, stop and enable take). */
            key: string;
            /** @description Memory the extension may use, MB. */
            memory_limit_mb: number;
            /** @description Memory in use, MB. */
            memory_mb: number;
            /** @description The last error, for an extension in error. */
            message?: string;
            /** @description Display name. */
            name: string;
            /** @description Epoch seconds when it last started, null when stopped. */
            started?: number | null;
            /**
             * @description State of the extension's container.
             * @enum {string}
             */
            status: "running" | "stopped" | "starting" | "error";
            /** @description Address of the extension's own interface (http or https), if it has one. */
            url?: string;
            /** @description Installed version. */
            version: string;
        };
        /**
         * Notification
         * @description Entry of the notification bell.
         */
        Notification: {
            /** @description ADOM the notification concerns; null for the whole appliance. */
            adomOid: number | null;
            /**
             * @description license, system, device manager, logging, outbreak alerts, SOC fabric.
             * @enum {string}
             */
            group: "license" | "sys" | "dvm" | "log" | "outbreak" | "socfabric";
            /** @description Unique id of the notification. */
            id: string;
            /** @description Message text with params filled in, rendered as text. */
            message?: string;
            /** @description Values for the message's %s placeholders. */
            params: (string | number)[];
            /** @enum {string} */
            severity: "critical" | "error" | "warning" | "notification" | "information";
            /** @description Epoch seconds when it was raised. */
            time: number;
            /** @description Notification type (what happened), e.g. license_expiring, disk_usage_high. */
            type: string;
        };
        /**
         * OutbreakAlert
         * @description An outbreak alert of the SOC (Outbreak Alerts): a threat campaign the threat-intelligence service announced, how severe it is, whether it was seen on the ADOM's managed devices, and the provider's advisory that describes it.
         */
        OutbreakAlert: {
            /** @description The provider's advisory the outbreak exploits. */
            advisory: {
                /** @description CVE ids of the advisory. */
                cve?: string[];
                /** @description PSIRT advisory id (FG-IR-YY-NNN). */
                irNumber: string;
                /** @description Address of the advisory as the service gives it; the console links it only when it is http(s), and shows anything else as text. */
                url: string;
            };
            /**
             * Format: date-time
             * @description When the alert was published (UTC).
             */
            date: string;
            /** @description Managed devices of the ADOM affected by the outbreak (names, serial numbers and object ids of the device list). */
            devices: {
                /** @description Device name. */
                name: string;
                /** @description Device object id. */
                oid: number;
                /** @description Serial number. */
                sn: string;
            }[];
            /** @description Alert id, unique on the appliance. */
            id: string;
            /**
             * Format: date-time
             * @description Last time the indicators were seen on a device; null when never.
             */
            lastDetected?: string | null;
            /** @description Alert name as the threat-intelligence service publishes it. */
            name: string;
            /** @description Severity on the PSIRT risk scale (5 Critical, 4 High, 3 Medium, 2 Low, 1 Informational; labels and colours in catalog/severity.json). */
            risk: number;
            /**
             * @description detected: the outbreak's indicators were seen in the logs of at least one device; notDetected: no device shows them; mitigated: they were seen and every affected device has since been upgraded or protected.
             * @enum {string}
             */
            status: "detected" | "notDetected" | "mitigated";
        };
        /**
         * OutOfSyncDevice
         * @description A managed device whose configuration differs from the manager's latest revision (out-of-sync device review).
         */
        OutOfSyncDevice: {
            /**
             * @description Connection: 1 up, 2 down.
             * @enum {integer}
             */
            conn_status: 1 | 2;
            /** @description Device flags of the device manager (bit field). */
            flags: number;
            /** @description Management IP. */
            ip: string;
            /** @description Minor release (4 for 7.4). */
            mr: number;
            /** @description Device name. */
            name: string;
            /** @description Object id of the device. */
            oid: number;
            /** @description Major firmware version (7 for 7.x). */
            os_ver: number;
            /** @description Model (e.g. FortiGate-100F). */
            platform_str: string;
            /** @description Row number. */
            seq: number;
            /** @description Serial number. */
            sn: string;
        };
        /**
         * PackageCategory
         * @description A category of FortiGuard packages the update manager keeps and can export.
         */
        PackageCategory: string & ("antivirus" | "ips" | "appctrl" | "isdb" | "botnet" | "geoip" | "webfilter" | "antispam");
        /**
         * PackageExportRequest
         * @description Export of FortiGuard packages for a unit without access to the update service (original call: exec um/object/export with category and flags). One file is written per category.
         */
        PackageExportRequest: {
            /** @description The package categories to export. */
            category: components["schemas"]["PackageCategory"][];
            /**
             * @description 0: every version the unit keeps; 1: only the newest version of each package.
             * @enum {integer}
             */
            flags: 0 | 1;
        };
        /**
         * PackageExportStarted
         * @description The export task and the files it writes, one per category; each is downloaded once the task is done (constants.exportDownloadSpacingMs apart).
         */
        PackageExportStarted: {
            files: {
                category: components["schemas"]["PackageCategory"];
                /** @description File name offered to the browser. */
                downloadname: string;
                /** @description Where the task writes the file on the unit. */
                filepath: string;
            }[];
            /** @description Task to follow. */
            taskid: number;
        };
        /**
         * PackageImportRequest
         * @description Import of an uploaded FortiGuard package file (the filepath uploadUmPackage answered for packettype fgdpkg).
         */
        PackageImportRequest: {
            /** @description The uploaded file on the unit. */
            filepath: string;
        };
        /**
         * PackageUploadResult
         * @description Result of uploading a file to the update manager: an entitlement file (packettype fgtkey; any code other than 0 means 'Failed to upload file or invalid image.') or a FortiGuard package file to import (packettype fgdpkg). status.code 0 means the file was accepted.
         */
        PackageUploadResult: {
            /** @description Where the appliance stored the file. */
            filepath?: string;
            status: {
                /** @description 0 on success. */
                code: number;
                /** @description Server detail. */
                message: string;
            };
        };
        /**
         * PasswordChangeRequest
         * @description Password change of an administrator. The old password is asked only for the signed-in user's own account and is empty otherwise (and for a default, empty password).
         */
        PasswordChangeRequest: {
            /** @description New password (shorter than 6 characters only after the user confirms), at most 128 characters. */
            new_password: string;
            /** @description Current password; may be empty. */
            old_password: string;
            /** @description Account whose password changes. */
            username: string;
        };
        /**
         * PostgresUpgradeStatus
         * @description PostgreSQL upgrade progress (dialog with hint, remaining time, percentage and the 'Please don't shutdown system!' warning; polled every 5000 ms).
         */
        PostgresUpgradeStatus: {
            /** @description Offer 'Continue to Reboot' when completed. */
            allow_reboot: boolean;
            /** @description Offer 'Continue to Shutdown' when completed. */
            allow_shutdown: boolean;
            percent: number;
            /** @description Estimated seconds remaining. */
            remain: number;
            /**
             * @description none: no upgrade, no dialog; upgrading; completed: 'PostgreSQL Upgrade was completed.'
             * @enum {string}
             */
            status: "none" | "upgrading" | "completed";
        };
        /**
         * ProcessInfo
         * @description One row of the process monitor drawer.
         */
        ProcessInfo: {
            /** @description CPU usage in percent. */
            cpu: number;
            /** @description Resident memory in KB. */
            memory: number;
            name: string;
            pid: number;
            /** @enum {string} */
            state: "running" | "sleeping" | "stopped" | "zombie";
        };
        /**
         * Profile
         * @description Profile dialog settings of the signed-in administrator: theme and avatar.
         */
        Profile: {
            /** @description Avatar as a data URL (64x64 JPEG after cropping, at most max_avatar_size minus 12 bytes), or null for none. */
            avatar: string | null;
            /**
             * @description Appliance-wide theme (read only here).
             * @enum {string}
             */
            globalTheme: "light" | "dark";
            /** @description Follow the appliance-wide theme instead of the user's own. */
            useGlobalTheme: boolean;
            /**
             * @description The user's own theme.
             * @enum {string}
             */
            userTheme: "light" | "dark";
        };
        /**
         * PsirtAdvisory
         * @description One PSIRT advisory of the provider, as the ADOM's device vulnerability store holds it (entry of byIrNumber).
         */
        PsirtAdvisory: {
            /** @description CVE ids; each links to the national vulnerability database (the grid shows at most 5). */
            cve: string[];
            /** @description Advisory id, e.g. FG-IR-22-377; links to the provider's PSIRT page. */
            ir_number: string;
            /** @description Affected version ranges per product with the version to upgrade to. */
            products: components["schemas"]["PsirtAffectedProduct"][];
            /** @description Risk on the 1-5 scale: 5 Critical, 4 High, 3 Medium, 2 Low, 1 Informational. */
            risk: number;
            /** @description Advisory title. */
            title: string;
        };
        /**
         * PsirtAffectedProduct
         * @description One affected version range of one product. Ranges are inclusive; null means the advisory does not state the bound (a null maximum covers every patch of the minimum's major.minor).
         */
        PsirtAffectedProduct: {
            /** @description Last affected version (major.minor.patch). */
            maximum_version: string | null;
            /** @description First affected version (major.minor.patch). */
            minimum_version: string | null;
            /** @description Product the range applies to, as used in byPlatform keys: FortiOS, FortiOS-6K7K, FortiProxy, FortiAnalyzer, FortiManager, FortiSwitch, FortiAP, FortiAP-U, FortiAP-S, FortiAP-C, FortiAP-W2, FortiExtender, … */
            platform: string;
            /** @description First fixed version to upgrade to; null when the advisory names none (e.g. a line that is no longer fixed). */
            upgrade_to: string | null;
        };
        /**
         * PsirtData
         * @description PSIRT data of one ADOM from its device vulnerability store: the advisories that hit any device of the ADOM, which advisories hit each product version present in the ADOM, and how many devices are at each risk level.
         */
        PsirtData: {
            /** @description Advisories keyed by ir_number. */
            byIrNumber: {
                [key: string]: components["schemas"]["PsirtAdvisory"];
            };
            /** @description Keyed '<platform>_<version>' (e.g. FortiOS_7.0.6, FortiAP-U_7.0.3, FortiSwitch_7.2.3): the ir_numbers of the advisories whose ranges include that version of that product. Only product versions present in the ADOM are listed. */
            byPlatform: {
                [key: string]: string[];
            };
            /** @description Number of vulnerable devices (managed devices, access points, switches, extenders) whose severity is each risk level, keyed '1'..'5'. */
            numDevicesPerRisk: {
                1?: number;
                2?: number;
                3?: number;
                4?: number;
                5?: number;
            };
        };
        /**
         * RegisterExistingContractRequest
         * @description Register this unit with an existing contract's registration code (registration service method registerExistingContract).
         */
        RegisterExistingContractRequest: {
            /** @description Account ID/Email. */
            account: string;
            /** @description Account password. */
            password: string;
            /** @description Contract registration code. */
            registrationCode: string;
        };
        /**
         * RegisterExistingUserRequest
         * @description Register this unit to an existing support account (registration service method registerExistingUser).
         */
        RegisterExistingUserRequest: {
            /**
             * Format: email
             * @description Account ID/Email.
             */
            account_id: string;
            /** @description Country/Region id the reseller list was loaded for. */
            country?: string;
            /** @description Account password. */
            password: string;
            /** @description Chosen reseller id. */
            reseller_id: string;
            /** @description Chosen reseller's text. */
            reseller_name: string;
        };
        /**
         * RegistrationChoice
         * @description One option of the registration step's Country/Region or Reseller select (id, text).
         */
        RegistrationChoice: {
            /** @description Value sent to the registration service. */
            id: string;
            /** @description Label shown to the user; for a reseller also sent as reseller_name. */
            text: string;
        };
        /**
         * RemoteAccessRequest
         * @description Allow or deny remote access to this unit from the provider's cloud (registration service method setRemoteAccess).
         */
        RemoteAccessRequest: {
            /**
             * @description 1 allow, 0 deny.
             * @enum {integer}
             */
            enable: 0 | 1;
        };
        /**
         * ResellerListRequest
         * @description Resellers of one country (registration service method getResellerList).
         */
        ResellerListRequest: {
            /** @description Country/Region id from getCountryList. */
            country: string;
        };
        /**
         * RevisionSettings
         * @description How many configuration revisions the appliance keeps and when old ones are deleted. Edited by the revision settings form of the Backup Strategy step.
         */
        RevisionSettings: {
            /** @description Delete revisions older than `delete_older_than_days` automatically. */
            auto_delete: boolean;
            /** @description Age in days after which revisions are deleted when auto_delete is on. */
            delete_older_than_days: number;
            /** @description Total number of revisions kept per device. */
            max_revisions: number;
        };
        /**
         * RunningFirmware
         * @description The firmware the appliance runs, as the update manager's image view reports it: the firmware upgrade dialog shows it as the current version, lists images for its product and platform, compares the chosen image with it (a lower version is a downgrade) and, without the firmware licence, limits the choice to not above its major.minor.
         */
        RunningFirmware: {
            /** @description Running build number. */
            build: number;
            /** @description Image platform of the appliance, e.g. FMG_VM64. */
            platform: string;
            /**
             * @description Product code of the appliance: FMG for the manager variant, FAZ for the analyzer variant (the viewProduct of listFirmwareImages).
             * @enum {string}
             */
            product: "FMG" | "FAZ";
            /** @description Release type of the running image as displayed, e.g. GA. */
            release_type?: string;
            /** @description Running version, major.minor.patch. */
            version: string;
        };
        /**
         * SamlSettings
         * @description Single sign-on with the provider's cloud (get/set /cli/global/system/saml). The registration step's SSO switch reads and writes forticloud-sso.
         */
        SamlSettings: {
            /**
             * @description 1: administrators may sign in with their cloud account; 0: off.
             * @enum {integer}
             */
            "forticloud-sso": 0 | 1;
            /** @description Address (IP or FQDN, optionally with port) under which the cloud reaches this unit. */
            "server-address"?: string;
        };
        /**
         * SavedLogViewList
         * @description Custom log views of an ADOM: a saved log type, filter, columns and time period, opened at /logview/customviewlogs/{appUniKey}/{devType}/{viewName}.
         */
        SavedLogViewList: {
            columns?: string[];
            devices?: string[];
            filter: string;
            /** @description Log type, or a type and subtype joined by a dash. */
            logtype: string;
            name: string;
            /** @description Time-period token (normal kind); the default period when absent. */
            timePeriod?: string;
        }[];
        /**
         * ScopeMember
         * @description One entry of a 'scope member' list: a managed device (and its VDOM) that an object or firmware template applies to. On access points, switches and extenders it names the FortiGate that manages the asset.
         */
        ScopeMember: {
            /** @description Managed device name, or the group All_FortiGate in requests. */
            name: string;
            /** @description Virtual domain of the device; 'root' unless the device runs several VDOMs. */
            vdom?: string;
        };
        /**
         * SecurityCheck
         * @description Firmware image certification. A non-zero code shows the uncertified-image banner.
         */
        SecurityCheck: {
            /**
             * @description 0 certified image; 1 certified but not a GA image (non-GA certified); 2 not certified.
             * @enum {integer}
             */
            code: 0 | 1 | 2;
            /** @description Server text about the image, when it has one. */
            message?: string;
        };
        /**
         * SecurityCheckRequest
         * @description Body of the security-check call; the appliance names the read verb `get`.
         */
        SecurityCheckRequest: {
            /**
             * @description Call verb as the appliance names it.
             * @constant
             */
            method: "get";
        };
        /**
         * SessionStatus
         * @description Session timeout state. `warning` opens the Session Timeout modal, which counts `remaining` down (Extend Session or Logout); `expired` sends the user back to sign-in.
         */
        SessionStatus: {
            /** @description Seconds left before the session ends. */
            remaining: number;
            /**
             * @description active: nothing to show; warning: the session ends soon; expired: the session has ended.
             * @enum {string}
             */
            state: "active" | "warning" | "expired";
        };
        /**
         * SignInRequest
         * @description Credentials posted by the sign-in page.
         */
        SignInRequest: {
            /** @description Password; may be empty while the account still has the default (empty) password. */
            password: string;
            /** @description Administrator name. */
            username: string;
        };
        /**
         * SignInResponse
         * @description Answer to a successful sign-in: the token that every mutating call sends back as X-CSRF-Token.
         */
        SignInResponse: {
            /** @description Anti-CSRF token of the new session. */
            csrf_token: string;
            /** @description Administrator the session belongs to. */
            username: string;
        };
        /**
         * SocPolicy
         * @description A firewall policy made with Create Policy by Hits (FortiSOC > SOC Views): the sources, destinations and services of the traffic that hit the chosen policies, and what to do with it. Listed under the view's Policies Created by Hits.
         */
        SocPolicy: {
            /**
             * @description accept lets the traffic through; deny drops it.
             * @enum {string}
             */
            action: "accept" | "deny";
            comments?: string;
            /**
             * Format: date-time
             * @description When it was made (UTC).
             */
            created: string;
            /** @description Destination addresses: IPv4 addresses or subnets (a.b.c.d/n), or all. */
            dstaddr: string[];
            /** @description Ids of the policies whose hits the policy was proposed from. */
            fromPolicies: number[];
            /** @description Policy name, unique in the ADOM (any case). */
            name: string;
            /** @description Policy id the appliance gave it, unique in the ADOM. */
            policyid: number;
            /** @description Services by name (HTTPS, DNS, …), or ALL. */
            service: string[];
            /** @description Source addresses: IPv4 addresses or subnets (a.b.c.d/n), or all. */
            srcaddr: string[];
        };
        /**
         * SocPolicyCreate
         * @description A policy proposed by Create Policy by Hits, as the administrator saves it: the appliance gives it its id and creation time.
         */
        SocPolicyCreate: {
            /** @enum {string} */
            action: "accept" | "deny";
            comments?: string;
            dstaddr: string[];
            fromPolicies: number[];
            name: string;
            service: string[];
            srcaddr: string[];
        };
        /**
         * SocPolicyError
         * @description A policy refused: `fields` has the text shown on the field it is about (a name the ADOM already has).
         */
        SocPolicyError: {
            /** @description Appliance status code (non-zero). */
            code: number;
            fields?: {
                /** @description Shown on the Name field. */
                name?: string;
            };
            /** @description Server's detail text. */
            message: string;
        };
        /**
         * StartupState
         * @description What the first-run startup wizard needs to decide which steps are still to do (GET /gui/startup/state). A step is dropped when already complete: SSO when `forticare_license.account_id` is not 'N/A'; Hostname when `hostname_set`; Password when the default password is no longer in use (`admin_has_default_pwd` false and `need_change_password` 0); Firmware when `newer_image` is null. The backup step reads the backup-strategy status separately.
         */
        StartupState: {
            /** @description The signed-in admin still uses the default (empty) password: the Change Your Password step is shown. */
            admin_has_default_pwd: boolean;
            /** @description Firmware version as displayed (e.g. 'v7.4.5-build2588 241009 (GA.M)'): the wizard's 'current version'. */
            fmgversion: string;
            /** @description Registration of this unit with the provider's support service. */
            forticare_license: {
                /** @description Account (e-mail) the unit is registered to; 'N/A' while unregistered, which keeps the Register and SSO step. */
                account_id: string;
            };
            /**
             * @description High-availability role: an HA secondary has no password step and cannot set the backup strategy.
             * @enum {string}
             */
            ha_mode: "standalone" | "primary" | "secondary";
            /** @description Current host name (prefills the Specify Hostname step). */
            hostname: string;
            /** @description An administrator already chose the host name: the hostname step is dropped. */
            hostname_set: boolean;
            /**
             * @description Non-zero when the password must be changed (1 expired, 2 non-conforming, 3 forced): the password step is shown and cannot be left for later.
             * @enum {integer}
             */
            need_change_password: 0 | 1 | 2 | 3;
            /** @description Newest official image newer than the running one, or null when none is found (the firmware step is dropped). */
            newer_image: null | {
                /** @description Build number. */
                build: number;
                /** @description Object id of the image on the update service; the download call takes it. */
                objid: string;
                /** @description Platform the image is built for (download call parameter). */
                platform: string;
                /** @description Image version, major.minor.patch (also picks the release-notes document). */
                version: string;
            };
            /** @description Hardware or VM platform of this unit. */
            platform: string;
            /** @description Product name of the variant, used in the title '%s Setup' and the release-notes link. */
            product_name: string;
            /** @description Serial number, shown in the registration step. */
            sn: string;
            /** @description Signed-in administrator (the password step changes this account's password). */
            username: string;
            /**
             * @description Appliance variant: picks the wizard title ('<product> Setup') and the release-notes rule.
             * @enum {string}
             */
            variant: "manager" | "analyzer";
            /** @description Running firmware version, major.minor.patch. */
            version: string;
        };
        /**
         * SwitchFabric
         * @description The switch fabric of one FortiGate of the ADOM, as its switch controller reports it: the FortiGate at the root and every switch it manages with the link to its upstream switch or to the FortiGate.
         */
        SwitchFabric: {
            /** @description The FortiGate whose switch controller manages the fabric (the device the proxy call was sent to). */
            fortigate: {
                /** @description Managed device name, as in the ADOM's device list and the switches' 'scope member'. */
                name: string;
                /** @description Model, e.g. FortiGate-101F. */
                platform: string;
                /** @description Serial number of the FortiGate. */
                sn: string;
            };
            /** @description The switches of the fabric, upstream ones first. */
            switches: components["schemas"]["SwitchFabricMember"][];
        };
        /**
         * SwitchFabricMember
         * @description One managed switch in a FortiGate's switch fabric, with its state and the link that connects it upstream (managed-switch status of the switch controller).
         */
        SwitchFabricMember: {
            /** @description The switch's FortiLink management address. */
            ip: string;
            /** @description Switch name. */
            name: string;
            /** @description Running firmware as reported, e.g. S248EF-v7.2.3-build0434 (GA). */
            os_version: string;
            /** @description Model, e.g. FortiSwitch-248E-FPOE. */
            platform: string;
            /**
             * @description Whether the switch controller reaches the switch over FortiLink now.
             * @enum {string}
             */
            status: "online" | "offline";
            /** @description Serial number, the same as 'switch-id' of the fsp managed-switch object. */
            "switch-id": string;
            /** @description The link from this switch towards the FortiGate: its own port, and the upstream switch and port it is plugged into. */
            uplink: {
                /** @description Switch id of the upstream switch; null when the switch is plugged into the FortiGate itself. */
                peer: string | null;
                /** @description The port or FortiLink interface at the other end, e.g. port2 of the upstream switch or the FortiGate's fortilink. */
                "peer-port": string;
                /** @description This switch's port that carries the uplink, e.g. port49. */
                port: string;
            };
        };
        /**
         * SwitchPort
         * @description One front-panel port of a managed switch: link state, speed and duplex, PoE, native VLAN, the neighbour seen on it (LLDP or a detected device) and its counters since the switch started (port-stats and managed-switch status of the switch controller).
         */
        SwitchPort: {
            /** @description Traffic counters since the switch started. */
            counters: {
                rx_bytes: number;
                rx_drops: number;
                rx_errors: number;
                rx_packets: number;
                tx_bytes: number;
                tx_drops: number;
                tx_errors: number;
                tx_packets: number;
            };
            /**
             * @description Negotiated duplex; null while the link is not up.
             * @enum {string|null}
             */
            duplex: "full" | "half" | null;
            /**
             * @description Physical form of the port: copper RJ45 or a transceiver cage.
             * @enum {string}
             */
            media: "rj45" | "sfp" | "sfp+" | "sfp28" | "qsfp+" | "qsfp28";
            /** @description Port name as on the front panel, port1 upwards. */
            name: string;
            /** @description The device connected to the port, or null when none is seen. */
            neighbor: null | {
                /** @description MAC address of the neighbour. */
                mac?: string;
                /** @description LLDP system name, or the detected device's host name or vendor. */
                name: string;
                /** @description The neighbour's port (LLDP port id). */
                port?: string;
                /**
                 * @description lldp: the neighbour announced itself over LLDP; detected: a device the switch learned by its MAC address.
                 * @enum {string}
                 */
                source: "lldp" | "detected";
            };
            /** @description Whether the port can deliver Power over Ethernet. */
            poe_capable: boolean;
            /** @description Power delivered now, in watts. */
            poe_power: number;
            /**
             * @description PoE state: delivering power, searching for a powered device, disabled by configuration, a fault, or none when the port has no PoE.
             * @enum {string}
             */
            poe_status: "delivering" | "searching" | "disabled" | "fault" | "none";
            /**
             * @description uplink: the port leads towards the FortiGate; isl: an inter-switch link to a downstream switch; access: any other port.
             * @enum {string}
             */
            role: "access" | "uplink" | "isl";
            /** @description Negotiated speed in Mbit/s; 0 while the link is not up. */
            speed: number;
            /**
             * @description Link state; disabled when an administrator shut the port down.
             * @enum {string}
             */
            status: "up" | "down" | "disabled";
            /** @description Native VLAN of the port (the VLAN interface name on the FortiGate). */
            vlan: string;
        };
        /**
         * SwitchPorts
         * @description The front-panel ports of one managed switch, in the order of the panel (port1 upwards).
         */
        SwitchPorts: {
            ports: components["schemas"]["SwitchPort"][];
            /** @description Serial number of the switch the ports belong to. */
            "switch-id": string;
        };
        /**
         * SysInfo
         * @description Identity of the appliance: shown as the header title (hostname), product name and build in the header's right side, and in the view-details and about panels.
         */
        SysInfo: {
            /** @description Four-digit build number as printed in release notes. */
            build: string;
            /** @description Disk space reserved for logs, in GB (analyzer). */
            disk_log_quota_gb?: number;
            /**
             * @description High-availability role (same as SystemConfig.ha_mode).
             * @enum {string}
             */
            ha_mode?: "standalone" | "primary" | "secondary";
            /** @description Host name of the appliance; the header title (except in restricted admin mode). */
            hostname: string;
            /** @description The appliance is a virtual machine (VM licence checks apply). */
            is_vm?: boolean;
            /** @description Platform (model) name, e.g. FortiManager-VM64-KVM. */
            platform: string;
            /**
             * @description Product name for the variant.
             * @enum {string}
             */
            product_name: "FortiManager" | "FortiAnalyzer";
            /**
             * @description Release channel of the running image.
             * @enum {string}
             */
            release_type?: "GA" | "Interim" | "Beta" | "Special";
            /** @description Serial number. */
            serial: string;
            /** @description Time zone of the appliance clock. */
            timezone?: string;
            /** @description Seconds since the last boot. */
            uptime?: number;
            /**
             * @description Same as SystemConfig.variant.
             * @enum {string}
             */
            variant: "manager" | "analyzer";
            /** @description Firmware version, major.minor.patch. */
            version: string;
        };
        /**
         * SysLicense
         * @description Licence and support-contract state of the appliance (original call /gui/sys/license get).
         */
        SysLicense: {
            /** @description Support account of the registration; 'N/A' when the product is not registered. */
            account_id: string;
            /** @description Support contracts. */
            contracts: {
                /**
                 * Format: date
                 * @description Last day of the contract.
                 */
                expires: string;
                /** @enum {string} */
                status: "active" | "expired";
                /**
                 * @description Support contract type.
                 * @enum {string}
                 */
                type: "hardware" | "firmware" | "enhanced" | "comprehensive";
            }[];
            /** @description Number of devices or ADOMs the licence allows (0 for unlimited). */
            device_limit?: number;
            /** @description Firmware licence present. Without it, choosable firmware versions are limited to not above the current major.minor. */
            firmware_upgrade_licensed: boolean;
            /** @description Security-rating licence present (needed by the fabric state of security dashboard). */
            security_rating_licensed: boolean;
            /** @description Serial number the licence is bound to. */
            serial: string;
        };
        /**
         * SystemBackupRequest
         * @description Back up the system database before an upgrade (/gui/sys/db backup). The password encrypts the backup; empty when unencrypted.
         */
        SystemBackupRequest: {
            /** @description Encryption password, at most 63 characters; empty string for no encryption. */
            password: string;
        };
        /**
         * SystemBackupStarted
         * @description The backup has started; its progress and result arrive over the websocket /api/ws on the named topic (messages described by backup-result-message.schema.json).
         */
        SystemBackupStarted: {
            /** @description Echoed in every websocket message of this backup. */
            request_id: string;
            /**
             * @description Websocket topic to subscribe to.
             * @constant
             */
            topic: "backup";
        };
        /**
         * SystemConfig
         * @description System configuration of the signed-in session (GET /gui/sys/config). Everything the shell's role and permission rules read comes from here.
         */
        SystemConfig: {
            /** @description The account still uses the default (empty) password: optional change with Later. */
            admin_has_default_pwd: boolean;
            adom: {
                /** @description The admin may switch ADOM; otherwise the default ADOM is used. */
                can_change: boolean;
                /** @description Name of the admin's default ADOM. */
                default: string;
            };
            /**
             * @description Analyzer operation mode; collector shows the collector-mode tag.
             * @enum {string}
             */
            faz_mode: "analyzer" | "collector";
            features: {
                adom_enabled: boolean;
                /** @description The analyzer feature is present (always on the analyzer variant). */
                analyzer: boolean;
                /** @description Container deployment: no firmware upgrade. */
                container: boolean;
                /** @description Epoch seconds when the extension debugger session ends; null when off. */
                extension_debugger_until?: number | null;
                /**
                 * @description Analyzer fabric role.
                 * @enum {string|null}
                 */
                fabric_role?: "supervisor" | "member" | null;
                /** @description The manager feature is present (always on the manager variant). */
                manager?: boolean;
                /** @description Privacy tool on: with data masking, the view-details menu shows. */
                privacy_tool: boolean;
                /**
                 * @description Lock and unlock need workspace mode.
                 * @enum {string}
                 */
                workspace_mode: "disabled" | "normal" | "workflow";
            };
            /**
             * @description How the HA cluster is configured.
             * @enum {string}
             */
            ha_cfg_mode: "none" | "manual" | "auto";
            /**
             * @description High-availability role of this unit.
             * @enum {string}
             */
            ha_mode: "standalone" | "primary" | "secondary";
            /** @description Signed in through the provider's cloud portal: portal menu and Return To Portal replace system info, upgrade and password items. */
            have_ftnt_cloud: boolean;
            /** @description Largest avatar the appliance stores, in bytes. */
            max_avatar_size: number;
            /**
             * @description 0 none; 1 password expired (forced); 2 password does not conform to the policy (forced); 3 administrator must change it (forced).
             * @enum {integer}
             */
            need_change_password: 0 | 1 | 2 | 3;
            /** @description The appliance runs without contacting managed devices (offline tag). */
            offline_mode: boolean;
            /** @description Restricted admin: title 'Restricted Admin Mode', no process monitor or bell, restricted task monitor. */
            restricted_admin: boolean;
            /** @description Single sign-on is detected from the service-provider or identity-provider mode flags. */
            sso: {
                idp_mode: boolean;
                /** @description This session was opened by single sign-on. */
                signed_in_by_sso?: boolean;
                sp_mode: boolean;
            };
            /** @description The first-run startup wizard has been completed. */
            startup_complete: boolean;
            user_profile: {
                /** @description The able-to-change-password flag: change password and change profile are shown only when it allows. */
                change_password: boolean;
                /** @description Masked admin: data is masked when the analyzer feature is present. */
                data_mask: boolean;
                permissions: {
                    adom_lock: components["schemas"]["AdminPermission"];
                    device_config: components["schemas"]["AdminPermission"];
                    device_manager: components["schemas"]["AdminPermission"];
                    log_viewer: components["schemas"]["AdminPermission"];
                    system_setting: components["schemas"]["AdminPermission"];
                };
                profile_name: string;
                /** @description Super admin profile. */
                super_user_profile: boolean;
            };
            /**
             * @description How the administrator authenticates; only local users change their password here.
             * @enum {string}
             */
            user_type: "local" | "radius" | "ldap" | "tacacs+" | "pki" | "sso" | "cloud";
            /** @description Signed-in administrator. */
            username: string;
            /**
             * @description The appliance runs as the device manager or as the log analyzer; picks the product icon, name and some dashboards.
             * @enum {string}
             */
            variant: "manager" | "analyzer";
        };
        /**
         * TaggedText
         * @description Answer of the registration service (text/plain): a sequence of tagged values, <tag>value</tag>, optionally separated by white space or new lines. It always starts with <status>ok</status> or <status>error</status>. Other tags: <msg> (message on success), <error> (one per problem, repeated; the console joins them, and shows 'Unknown error.' when a failure has none), <item><id>…</id><text>…</text></item> (one per option of a list: organisations, resellers), <enable>1|0</enable> (remote-access state), <account> and <org> (getRemoteAccess: the cloud account and the name of the organisation the unit is signed in under, absent while it is not). Values are XML-escaped (&amp; &lt; &gt; &quot; &#39;).
         */
        TaggedText: string;
        /**
         * Task
         * @description Background task in the task dropdown and task monitor.
         */
        Task: {
            /** @description ADOM the task runs in. */
            adom?: string;
            /** @description Epoch seconds; null while running. */
            end_time?: number | null;
            /** @description Task group (e.g. install, import, export, retrieve, revert, firmware, log). */
            group: string;
            /** @description Task id. */
            id: number;
            /** @description Values for the title's %s placeholders. */
            params: (string | number)[];
            /** @description Progress. */
            percent: number;
            /** @description Epoch seconds. */
            start_time?: number;
            /**
             * @description Task state.
             * @enum {string}
             */
            state: "pending" | "running" | "done" | "error" | "cancelled";
            /** @description Title; %s placeholders are filled from params in order. */
            title: string;
            /** @description Administrator who started the task. */
            user?: string;
        };
        /**
         * TaskProgress
         * @description Progress of one background task by id (the image download of the wizard's firmware step).
         */
        TaskProgress: {
            /** @description Task id. */
            id: number;
            /** @description Server detail of a failed task. */
            message?: string;
            /** @description Progress in percent. */
            percent: number;
            /**
             * @description done: finished successfully; error and cancelled end the task without a result.
             * @enum {string}
             */
            state: "pending" | "running" | "done" | "error" | "cancelled";
        };
        /**
         * TaskStarted
         * @description The appliance created a task for the request; the console awaits it with getTaskProgress.
         */
        TaskStarted: {
            /** @description Task to follow. */
            taskid: number;
        };
        /**
         * UmDeviceLicence
         * @description A device's FortiGuard licences (by licence-filter type) and support contracts (by contract type), each with its expiry date.
         */
        UmDeviceLicence: {
            contracts: {
                /** Format: date */
                expires: string;
                /** @enum {string} */
                type: "hardware" | "firmware" | "enhanced" | "comprehensive";
            }[];
            devname: string;
            licences: {
                /** Format: date */
                expires: string;
                /** @enum {string} */
                type: "antivirus" | "ips" | "antispam" | "webfiltering" | "valscan" | "outbreak" | "industraldb" | "fmss";
            }[];
            platform: string;
            /**
             * @description Product code (fortiguard catalogue: FGT, FAZ, FMG, FAP, FXT, FSW, FPX).
             * @enum {string}
             */
            product: "FGT" | "FAZ" | "FMG" | "FAP" | "FXT" | "FSW" | "FPX";
            serial: string;
        };
        /**
         * UmDownloadPriority
         * @description What the update manager downloads from FortiGuard first (spec section 3: flags, objectList, productList): the products in order of priority, the package objects to fetch ahead of the others, and flags (bit 1: download only the listed packages).
         */
        UmDownloadPriority: {
            /** @description 1: only the packages of objectList are downloaded; 0: they come first, then the rest. */
            flags: number;
            /** @description Package object ids (objid of the received packages), first first. */
            objectList: string[];
            /** @description Product codes (fortiguard catalogue) in order of priority. */
            productList: ("FGT" | "FAZ" | "FMG" | "FAP" | "FXT" | "FSW" | "FPX")[];
        };
        /**
         * UmExternalResource
         * @description An external threat feed the unit fetches and serves to its devices (External Resources): a list of web categories, addresses, domains or malware hashes read from an http(s) address.
         */
        UmExternalResource: {
            entries: number;
            key: string;
            /** Format: date-time */
            lastUpdate: string | null;
            /** @description Why the last read failed (status error). */
            message?: string;
            name: string;
            /** @description Minutes between reads. */
            refreshRate: number;
            /** @enum {string} */
            status: "ok" | "error" | "pending";
            /** @enum {string} */
            type: "category" | "address" | "domain" | "malware";
            /** @description Where the list is read; shown as a link only when it is http(s). */
            url: string;
        };
        /**
         * UmImportedImage
         * @description A firmware image file an administrator imported into the update manager: its file name, product (fortiguard catalogue), platform, version and build, size in bytes and when it was imported (YYMMDDHHMM).
         */
        UmImportedImage: {
            buildnumber: number;
            imported: string;
            key: string;
            name: string;
            platform: string;
            /** @enum {string} */
            product: "FGT" | "FAZ" | "FMG" | "FAP" | "FXT" | "FSW" | "FPX";
            size: number;
            version: string;
        };
        /**
         * UmPackageItem
         * @description A FortiGuard package the unit received (spec section 3): its object, what it is, and the latest version with its date and size. latest_version is 'major.minor' (shown with a 5-digit minor); latest_verdate is YYMMDDHHMM (shown as 20YY-MM-DD HH:MM:00).
         */
        UmPackageItem: {
            latest_verdate: string;
            latest_version: string;
            /** @description Size in bytes. */
            latest_versize: number;
            obj_fmgi: {
                /** @description Package name. */
                ext_desc: string;
                /** @description Service the package belongs to (a licence-filter type). */
                service: string;
                /** @description Package kind within its service (engine, signatures …). */
                subtype: string;
                /** @description Firmware version the package is for (e.g. 7.4). */
                version: string;
            };
            /** @description Package object id (the key of version calls). */
            objid: string;
            /** @description Whether a managed device uses the package. */
            used?: boolean;
        };
        /**
         * UmPackageVersion
         * @description One version of a package the unit keeps; `current` is the one it serves to devices.
         */
        UmPackageVersion: {
            current: boolean;
            verdate: string;
            version: string;
            versize: number;
        };
        /**
         * UmQueryDatabase
         * @description A query database the unit serves to devices' rating look-ups (web filtering, antispam, outbreak …): its version, date (YYMMDDHHMM) and size, and whether it is current.
         */
        UmQueryDatabase: {
            name: string;
            objid: string;
            /** @description A licence-filter type of the fortiguard catalogue. */
            service: string;
            /** @enum {string} */
            status: "current" | "updating" | "outdated";
            verdate: string;
            version: string;
            versize: number;
        };
        /**
         * UmQueryImport
         * @description Import of a query database file already on the unit: its folder (absolute), file name and MD5 checksum.
         */
        UmQueryImport: {
            checksum: string;
            file: string;
            folder: string;
        };
        /**
         * UmQueryStatus
         * @description A device that sends rating queries to this unit (Query Server Status): per query service, how many it asked in the last hour and day, and when it last asked.
         */
        UmQueryStatus: {
            devname: string;
            ip: string;
            /** @description Queries in the last 24 hours. */
            lastDay: number;
            /** @description Queries in the last hour. */
            lastHour: number;
            /**
             * Format: date-time
             * @description Time of its last query; null when it never asked.
             */
            lastQuery: string | null;
            serial: string;
            /**
             * @description The query service: web filtering, antispam, AV query or outbreak prevention.
             * @enum {string}
             */
            service: "webfilter" | "antispam" | "avquery" | "outbreak";
            /**
             * @description active: asked in the last hour; idle: not in the last hour; never: no query yet.
             * @enum {string}
             */
            status: "active" | "idle" | "never";
        };
        /**
         * UmResult
         * @description Answer of an update-manager action (push, change version): status.code 0 when the unit accepted it.
         */
        UmResult: {
            status: {
                /** @description 0 on success. */
                code: number;
                /** @description Server detail. */
                message: string;
            };
        };
        /**
         * UmServerOverride
         * @description An entry of the unit's server override list (um/som/list): a FortiGuard server the unit uses for updates (fds) or rating queries (fgd) instead of the public ones, with its reachability.
         */
        UmServerOverride: {
            ip: string;
            port: number;
            /** @enum {string} */
            status: "reachable" | "unreachable";
            /**
             * @description fds: update server; fgd: rating (query) server.
             * @enum {string}
             */
            type: "fds" | "fgd";
        };
        /**
         * UmServiceDevice
         * @description A device the unit serves packages to: whether its packages are up to date, and how many updates are pending for it (push pending sends them).
         */
        UmServiceDevice: {
            devname: string;
            firmware: string;
            /** @description Serial number (the key of getOne and pushPending). */
            key: string;
            /** @description When the device last took an update (YYMMDDHHMM), null if never. */
            last_update: string | null;
            /** @description getOne only: the device's packages with the version it has and the one it should have. */
            packages?: {
                device_version: string;
                ext_desc: string;
                latest_version: string;
                service: string;
            }[];
            /** @description Package updates waiting for the device. */
            pending: number;
            platform: string;
            /** @enum {string} */
            status: "up-to-date" | "pending" | "unreachable";
        };
        /**
         * UmUnitImage
         * @description A firmware image the unit has downloaded and keeps for one product (um/image/list): the platform it is for (written as in the firmware image list, such as FGT_100F), its version and build. Firmware Images marks the product's images that are on the unit with it.
         */
        UmUnitImage: {
            /** @description Build number. */
            build: number;
            /** @description Platform code, as in the firmware image list (FGT_100F). */
            platform: string;
            /** @description major.minor.patch */
            version: string;
        };
        /**
         * VmLicenseStatus
         * @description Licence state of a virtual appliance (original call /gui/vmlicense/status get). expired, mgmt_ip_mismatch and duplicate are blocking states: the console shows the licence dialog with upload, and signs the user out when the problem stays unresolved. A duplicate licence has a grace time of 7 days.
         */
        VmLicenseStatus: {
            /** @description True for expired, mgmt_ip_mismatch and duplicate. */
            blocking?: boolean;
            /**
             * Format: date
             * @description Last day of the licence.
             */
            expires?: string | null;
            /** @description Days left of the duplicate-licence grace time. */
            grace_days_left?: number | null;
            /** @description Management IP the licence was issued for. */
            licensed_ip?: string | null;
            /** @description Memory of the VM; below 16 GB the sizing message shows. */
            memory_gb?: number;
            /** @description Management IP of this VM. */
            mgmt_ip?: string | null;
            /** @description Virtual CPUs of the VM; below 4 the sizing message shows. */
            vcpu?: number;
            /**
             * @description valid; evaluation (trial licence, not blocking); expired (blocking); mgmt_ip_mismatch: the licence is for another management IP (blocking); duplicate: the same licence is used by another VM (blocking); not_applicable: hardware unit.
             * @enum {string}
             */
            vmlic_status: "valid" | "evaluation" | "expired" | "mgmt_ip_mismatch" | "duplicate" | "not_applicable";
        };
        /**
         * VmLicenseUploadResult
         * @description Result of uploading a VM licence file. status.code 0: the file was accepted and vmlic_status is the licence state now (the console reads the licence again everywhere); any other code: 'Invalid file.'
         */
        VmLicenseUploadResult: {
            status: {
                /** @description 0 when the licence file was accepted. */
                code: number;
                /** @description Server detail. */
                message: string;
            };
            /**
             * @description The licence state after the upload (as getVmLicenseStatus answers it).
             * @enum {string}
             */
            vmlic_status?: "valid" | "evaluation" | "expired" | "mgmt_ip_mismatch" | "duplicate" | "not_applicable";
        };
        /**
         * WorkspaceDirtyItem
         * @description Unsaved workspace change; at logout the user may Save and Logout, Discard and Logout, or Cancel.
         */
        WorkspaceDirtyItem: {
            /** @description ADOM the change belongs to. */
            adom?: string;
            /** @description Name of the changed item. */
            name: string;
            /**
             * @description Device, object category, ADOM or policy package.
             * @enum {string}
             */
            type: "device" | "object_category" | "adom" | "policy_package";
        };
        /**
         * Wtp
         * @description Wireless access point (wireless-controller wtp object) managed by a FortiGate of the ADOM. It is parsed only when the wtp-id prefix matches the platform (fp/fap/p/f FortiAP, pu FortiAP-U, ps FortiAP-S, fc FortiAP-C); ids ending in -WIFI0 are the local radio of a FortiWiFi and are skipped.
         */
        Wtp: {
            /**
             * @description Connection: 0 unknown, 1 up, 2 down.
             * @enum {integer}
             */
            "_conn-state": 0 | 1 | 2;
            /** @description Model, e.g. FortiAP-231F, FortiAP-U231F, FortiAP-S221E, FortiAP-C24JE. */
            "_platform-name": string;
            /** @description Preferred image version, e.g. 7.2.5-b0409; empty when none. */
            "_prefer-img-ver": string;
            /** @description Running firmware as reported, e.g. FP231F-v7.0.4-build0082. */
            "_software-version": string;
            /** @description Access point name. */
            name: string;
            /** @description The FortiGate (and VDOM) that manages the access point. */
            "scope member": components["schemas"]["ScopeMember"][];
            /** @description Serial number of the access point, e.g. FP231FTF21000123, PU231F…; FWF40F-WIFI0 for a local radio. */
            "wtp-id": string;
        };
    };
    responses: {
        /** @description The call failed; `message` is the server's detail, shown where the spec says so. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The session has ended. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type SchemaActionResult = components['schemas']['ActionResult'];
export type SchemaAdminPermission = components['schemas']['AdminPermission'];
export type SchemaAdminSetting = components['schemas']['AdminSetting'];
export type SchemaAdom = components['schemas']['Adom'];
export type SchemaAdomLock = components['schemas']['AdomLock'];
export type SchemaAdomSummary = components['schemas']['AdomSummary'];
export type SchemaAnalyzerFabric = components['schemas']['AnalyzerFabric'];
export type SchemaAnalyzerFabricSettings = components['schemas']['AnalyzerFabricSettings'];
export type SchemaApiError = components['schemas']['ApiError'];
export type SchemaApManagement = components['schemas']['ApManagement'];
export type SchemaApMapFloorMap = components['schemas']['ApMapFloorMap'];
export type SchemaApMapFloorPlanImage = components['schemas']['ApMapFloorPlanImage'];
export type SchemaApMapFloorPlanUpload = components['schemas']['ApMapFloorPlanUpload'];
export type SchemaApMapPlacement = components['schemas']['ApMapPlacement'];
export type SchemaApMapPlacementsSave = components['schemas']['ApMapPlacementsSave'];
export type SchemaApMapSite = components['schemas']['ApMapSite'];
export type SchemaApMapSiteAp = components['schemas']['ApMapSiteAp'];
export type SchemaApStatus = components['schemas']['ApStatus'];
export type SchemaBackupSchedule = components['schemas']['BackupSchedule'];
export type SchemaBackupStrategyStatus = components['schemas']['BackupStrategyStatus'];
export type SchemaCertificate = components['schemas']['Certificate'];
export type SchemaCertificateImport = components['schemas']['CertificateImport'];
export type SchemaChangeAdomRequest = components['schemas']['ChangeAdomRequest'];
export type SchemaCliCommand = components['schemas']['CliCommand'];
export type SchemaClientIp = components['schemas']['ClientIp'];
export type SchemaCliOutput = components['schemas']['CliOutput'];
export type SchemaCloudLoginRequest = components['schemas']['CloudLoginRequest'];
export type SchemaCloudPortals = components['schemas']['CloudPortals'];
export type SchemaConfigObject = components['schemas']['ConfigObject'];
export type SchemaConfigObjectResult = components['schemas']['ConfigObjectResult'];
export type SchemaCustomView = components['schemas']['CustomView'];
export type SchemaCustomViewCreate = components['schemas']['CustomViewCreate'];
export type SchemaCustomViewCreated = components['schemas']['CustomViewCreated'];
export type SchemaCustomViewError = components['schemas']['CustomViewError'];
export type SchemaCustomViewLayout = components['schemas']['CustomViewLayout'];
export type SchemaCustomViewList = components['schemas']['CustomViewList'];
export type SchemaCustomViewRename = components['schemas']['CustomViewRename'];
export type SchemaCustomViewWidget = components['schemas']['CustomViewWidget'];
export type SchemaDebugReport = components['schemas']['DebugReport'];
export type SchemaDeviceConfigDiff = components['schemas']['DeviceConfigDiff'];
export type SchemaDeviceOids = components['schemas']['DeviceOids'];
export type SchemaDeviceRevision = components['schemas']['DeviceRevision'];
export type SchemaEnforcedVersion = components['schemas']['EnforcedVersion'];
export type SchemaExtender = components['schemas']['Extender'];
export type SchemaFabricStats = components['schemas']['FabricStats'];
export type SchemaFirmwareImageOption = components['schemas']['FirmwareImageOption'];
export type SchemaFirmwareImportResult = components['schemas']['FirmwareImportResult'];
export type SchemaFirmwareTemplate = components['schemas']['FirmwareTemplate'];
export type SchemaFirmwareUpgradeRequest = components['schemas']['FirmwareUpgradeRequest'];
export type SchemaFirmwareUpgradeResult = components['schemas']['FirmwareUpgradeResult'];
export type SchemaFirmwareVersionList = components['schemas']['FirmwareVersionList'];
export type SchemaFortiviewDeviceRow = components['schemas']['FortiviewDeviceRow'];
export type SchemaFortiviewFlowRow = components['schemas']['FortiviewFlowRow'];
export type SchemaFortiviewGeoRow = components['schemas']['FortiviewGeoRow'];
export type SchemaFortiviewMetricRow = components['schemas']['FortiviewMetricRow'];
export type SchemaFortiviewQuery = components['schemas']['FortiviewQuery'];
export type SchemaFortiviewResult = components['schemas']['FortiviewResult'];
export type SchemaFortiviewScoreRow = components['schemas']['FortiviewScoreRow'];
export type SchemaFortiviewSeriesRow = components['schemas']['FortiviewSeriesRow'];
export type SchemaFortiviewTask = components['schemas']['FortiviewTask'];
export type SchemaFortiviewTopRow = components['schemas']['FortiviewTopRow'];
export type SchemaHaMemberUpdate = components['schemas']['HaMemberUpdate'];
export type SchemaHaStatus = components['schemas']['HaStatus'];
export type SchemaHelpUrl = components['schemas']['HelpUrl'];
export type SchemaHostnameChange = components['schemas']['HostnameChange'];
export type SchemaImageArchive = components['schemas']['ImageArchive'];
export type SchemaImageDownloadResult = components['schemas']['ImageDownloadResult'];
export type SchemaImageValidation = components['schemas']['ImageValidation'];
export type SchemaIpConflictDevice = components['schemas']['IpConflictDevice'];
export type SchemaKeepAliveResponse = components['schemas']['KeepAliveResponse'];
export type SchemaLicenseSelf = components['schemas']['LicenseSelf'];
export type SchemaLogFetchProfile = components['schemas']['LogFetchProfile'];
export type SchemaLogFetchSession = components['schemas']['LogFetchSession'];
export type SchemaLogFileList = components['schemas']['LogFileList'];
export type SchemaLogGroupList = components['schemas']['LogGroupList'];
export type SchemaLogLimitNotice = components['schemas']['LogLimitNotice'];
export type SchemaLogRebuildStatus = components['schemas']['LogRebuildStatus'];
export type SchemaLogRow = components['schemas']['LogRow'];
export type SchemaLogSearchRequest = components['schemas']['LogSearchRequest'];
export type SchemaLogSearchResult = components['schemas']['LogSearchResult'];
export type SchemaLogSearchTask = components['schemas']['LogSearchTask'];
export type SchemaManagedDevice = components['schemas']['ManagedDevice'];
export type SchemaManagedSwitch = components['schemas']['ManagedSwitch'];
export type SchemaManagementExtension = components['schemas']['ManagementExtension'];
export type SchemaNotification = components['schemas']['Notification'];
export type SchemaOutbreakAlert = components['schemas']['OutbreakAlert'];
export type SchemaOutOfSyncDevice = components['schemas']['OutOfSyncDevice'];
export type SchemaPackageCategory = components['schemas']['PackageCategory'];
export type SchemaPackageExportRequest = components['schemas']['PackageExportRequest'];
export type SchemaPackageExportStarted = components['schemas']['PackageExportStarted'];
export type SchemaPackageImportRequest = components['schemas']['PackageImportRequest'];
export type SchemaPackageUploadResult = components['schemas']['PackageUploadResult'];
export type SchemaPasswordChangeRequest = components['schemas']['PasswordChangeRequest'];
export type SchemaPostgresUpgradeStatus = components['schemas']['PostgresUpgradeStatus'];
export type SchemaProcessInfo = components['schemas']['ProcessInfo'];
export type SchemaProfile = components['schemas']['Profile'];
export type SchemaPsirtAdvisory = components['schemas']['PsirtAdvisory'];
export type SchemaPsirtAffectedProduct = components['schemas']['PsirtAffectedProduct'];
export type SchemaPsirtData = components['schemas']['PsirtData'];
export type SchemaRegisterExistingContractRequest = components['schemas']['RegisterExistingContractRequest'];
export type SchemaRegisterExistingUserRequest = components['schemas']['RegisterExistingUserRequest'];
export type SchemaRegistrationChoice = components['schemas']['RegistrationChoice'];
export type SchemaRemoteAccessRequest = components['schemas']['RemoteAccessRequest'];
export type SchemaResellerListRequest = components['schemas']['ResellerListRequest'];
export type SchemaRevisionSettings = components['schemas']['RevisionSettings'];
export type SchemaRunningFirmware = components['schemas']['RunningFirmware'];
export type SchemaSamlSettings = components['schemas']['SamlSettings'];
export type SchemaSavedLogViewList = components['schemas']['SavedLogViewList'];
export type SchemaScopeMember = components['schemas']['ScopeMember'];
export type SchemaSecurityCheck = components['schemas']['SecurityCheck'];
export type SchemaSecurityCheckRequest = components['schemas']['SecurityCheckRequest'];
export type SchemaSessionStatus = components['schemas']['SessionStatus'];
export type SchemaSignInRequest = components['schemas']['SignInRequest'];
export type SchemaSignInResponse = components['schemas']['SignInResponse'];
export type SchemaSocPolicy = components['schemas']['SocPolicy'];
export type SchemaSocPolicyCreate = components['schemas']['SocPolicyCreate'];
export type SchemaSocPolicyError = components['schemas']['SocPolicyError'];
export type SchemaStartupState = components['schemas']['StartupState'];
export type SchemaSwitchFabric = components['schemas']['SwitchFabric'];
export type SchemaSwitchFabricMember = components['schemas']['SwitchFabricMember'];
export type SchemaSwitchPort = components['schemas']['SwitchPort'];
export type SchemaSwitchPorts = components['schemas']['SwitchPorts'];
export type SchemaSysInfo = components['schemas']['SysInfo'];
export type SchemaSysLicense = components['schemas']['SysLicense'];
export type SchemaSystemBackupRequest = components['schemas']['SystemBackupRequest'];
export type SchemaSystemBackupStarted = components['schemas']['SystemBackupStarted'];
export type SchemaSystemConfig = components['schemas']['SystemConfig'];
export type SchemaTaggedText = components['schemas']['TaggedText'];
export type SchemaTask = components['schemas']['Task'];
export type SchemaTaskProgress = components['schemas']['TaskProgress'];
export type SchemaTaskStarted = components['schemas']['TaskStarted'];
export type SchemaUmDeviceLicence = components['schemas']['UmDeviceLicence'];
export type SchemaUmDownloadPriority = components['schemas']['UmDownloadPriority'];
export type SchemaUmExternalResource = components['schemas']['UmExternalResource'];
export type SchemaUmImportedImage = components['schemas']['UmImportedImage'];
export type SchemaUmPackageItem = components['schemas']['UmPackageItem'];
export type SchemaUmPackageVersion = components['schemas']['UmPackageVersion'];
export type SchemaUmQueryDatabase = components['schemas']['UmQueryDatabase'];
export type SchemaUmQueryImport = components['schemas']['UmQueryImport'];
export type SchemaUmQueryStatus = components['schemas']['UmQueryStatus'];
export type SchemaUmResult = components['schemas']['UmResult'];
export type SchemaUmServerOverride = components['schemas']['UmServerOverride'];
export type SchemaUmServiceDevice = components['schemas']['UmServiceDevice'];
export type SchemaUmUnitImage = components['schemas']['UmUnitImage'];
export type SchemaVmLicenseStatus = components['schemas']['VmLicenseStatus'];
export type SchemaVmLicenseUploadResult = components['schemas']['VmLicenseUploadResult'];
export type SchemaWorkspaceDirtyItem = components['schemas']['WorkspaceDirtyItem'];
export type SchemaWtp = components['schemas']['Wtp'];
export type ResponseError = components['responses']['Error'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type $defs = Record<string, never>;
export interface operations {
    reloadUmDeviceList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    adom?: string;
                };
            };
        };
        responses: {
            /** @description The unit's answer (status.code 0 when it accepted the action; otherwise its reason). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listManagedDevices: {
        parameters: {
            query?: {
                /** @description Only devices with one of these configuration states (all when absent). */
                conf_status?: ("unknown" | "insync" | "outofsync")[];
                /**
                 * @description 'fields' of the JSON-RPC get: only these attributes of each device are returned (all of them when absent).
                 *     A fleet of 100,000 devices answers tens of megabytes; the vulnerability view asks only for the attributes it
                 *     matches and shows. Objects of an answer to a call with fields hold those attributes and no others.
                 */
                fields?: ("name" | "oid" | "sn" | "os_type" | "platform" | "frmversion" | "_patch" | "model_dev" | "prefer_img_ver" | "firmware" | "manage_mode" | "mgmt_mode" | "conf_status" | "conn_status")[];
                /** @description Only devices in one of these management modes (all when absent). */
                mgmt_mode?: ("unreg" | "fmg" | "faz" | "fmgfaz")[];
            };
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ADOM's managed devices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedDevice"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    uploadUmPackage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file. */
                    file: string;
                    /**
                     * @description Always 'filepath'.
                     * @constant
                     */
                    key: "filepath";
                    /**
                     * @description fgtkey: an entitlement file; fgdpkg: a FortiGuard package file to import.
                     * @enum {string}
                     */
                    packettype: "fgtkey" | "fgdpkg";
                };
            };
        };
        responses: {
            /** @description The upload's result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PackageUploadResult"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    importFirmwareImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The firmware image file (.out). */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The upload's result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirmwareImportResult"];
                };
            };
            /** @description The file is larger than the appliance accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    uploadVmLicense: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The licence file (.lic). */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The upload's result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VmLicenseUploadResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listApFloorMaps: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The floor maps. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApMapFloorMap"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The appliance failed; `message` is its detail. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    uploadApFloorPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
                /** @description Floor map id (ApMapFloorMap id). */
                mapId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApMapFloorPlanUpload"];
            };
        };
        responses: {
            /** @description The image the floor map now shows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApMapFloorPlanImage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The image is larger than 2 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The file is not a PNG, JPEG or SVG image. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The appliance failed; `message` is its detail. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    saveApFloorPlacements: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
                /** @description Floor map id (ApMapFloorMap id). */
                mapId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApMapPlacementsSave"];
            };
        };
        responses: {
            /** @description The placements were written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Refused; `message` and `fields.placements` say why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The appliance could not write the placements; `message` is its detail. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listApSites: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sites, each with its access points and the ids of its floor maps. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApMapSite"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The appliance failed; `message` is its detail. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getApManagement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ADOM's access-point management. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApManagement"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listApStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per access point that a FortiGate reported. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApStatus"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listConfigObjects: {
        parameters: {
            query?: {
                /**
                 * @description A managed device's name: the call is about that device's own objects (pm/config/device/{device}/vdom/root/…)
                 *     instead of the ADOM's (pm/config/adom/{adom}/obj/…).
                 */
                device?: string;
            };
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
                /**
                 * @description The object kind, a key of specs/catalog/object-kinds.json (e.g. vap for SSIDs, vlan for switch VLAN
                 *     definitions). Each kind names the appliance's object path (its `category`), e.g. wireless-controller/vap.
                 */
                kind: "access-control-list" | "acl-assignment" | "address" | "apcfg-profile" | "arrp-profile" | "ble-profile" | "bonjour-profile" | "chassis" | "cli-template" | "custom-command" | "device-monitor" | "dot1p-map" | "dynamic-port-policy" | "extender" | "extender-profile" | "fabric-connector" | "firewall-policy" | "fortilink-settings" | "ip-dscp-map" | "ipsec-template" | "lldp-profile" | "mpsk-profile" | "nac-policy" | "policy-package" | "qos-policy" | "qos-profile" | "queue-policy" | "sdwan-template" | "security-policy-8021x" | "service" | "setting" | "ssl-vpn-monitor" | "ssl-vpn-portal" | "ssl-vpn-setting" | "switch-profile" | "system-interface" | "system-template" | "vap" | "vdom-settings" | "vlan" | "vpn-community" | "wids-profile" | "wtp-profile";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The objects of the kind, each with its key field. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigObject"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    createConfigObject: {
        parameters: {
            query?: {
                /**
                 * @description A managed device's name: the call is about that device's own objects (pm/config/device/{device}/vdom/root/…)
                 *     instead of the ADOM's (pm/config/adom/{adom}/obj/…).
                 */
                device?: string;
            };
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
                /**
                 * @description The object kind, a key of specs/catalog/object-kinds.json (e.g. vap for SSIDs, vlan for switch VLAN
                 *     definitions). Each kind names the appliance's object path (its `category`), e.g. wireless-controller/vap.
                 */
                kind: "access-control-list" | "acl-assignment" | "address" | "apcfg-profile" | "arrp-profile" | "ble-profile" | "bonjour-profile" | "chassis" | "cli-template" | "custom-command" | "device-monitor" | "dot1p-map" | "dynamic-port-policy" | "extender" | "extender-profile" | "fabric-connector" | "firewall-policy" | "fortilink-settings" | "ip-dscp-map" | "ipsec-template" | "lldp-profile" | "mpsk-profile" | "nac-policy" | "policy-package" | "qos-policy" | "qos-profile" | "queue-policy" | "sdwan-template" | "security-policy-8021x" | "service" | "setting" | "ssl-vpn-monitor" | "ssl-vpn-portal" | "ssl-vpn-setting" | "switch-profile" | "system-interface" | "system-template" | "vap" | "vdom-settings" | "vlan" | "vpn-community" | "wids-profile" | "wtp-profile";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfigObject"];
            };
        };
        responses: {
            /** @description The object as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigObject"];
                };
            };
            /** @description The appliance refused the object; `message` is its detail and `fields` the field errors, shown on their fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The object could not be saved or deleted. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateConfigObject: {
        parameters: {
            query?: {
                /**
                 * @description A managed device's name: the call is about that device's own objects (pm/config/device/{device}/vdom/root/…)
                 *     instead of the ADOM's (pm/config/adom/{adom}/obj/…).
                 */
                device?: string;
            };
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
                /**
                 * @description The object kind, a key of specs/catalog/object-kinds.json (e.g. vap for SSIDs, vlan for switch VLAN
                 *     definitions). Each kind names the appliance's object path (its `category`), e.g. wireless-controller/vap.
                 */
                kind: "access-control-list" | "acl-assignment" | "address" | "apcfg-profile" | "arrp-profile" | "ble-profile" | "bonjour-profile" | "chassis" | "cli-template" | "custom-command" | "device-monitor" | "dot1p-map" | "dynamic-port-policy" | "extender" | "extender-profile" | "fabric-connector" | "firewall-policy" | "fortilink-settings" | "ip-dscp-map" | "ipsec-template" | "lldp-profile" | "mpsk-profile" | "nac-policy" | "policy-package" | "qos-policy" | "qos-profile" | "queue-policy" | "sdwan-template" | "security-policy-8021x" | "service" | "setting" | "ssl-vpn-monitor" | "ssl-vpn-portal" | "ssl-vpn-setting" | "switch-profile" | "system-interface" | "system-template" | "vap" | "vdom-settings" | "vlan" | "vpn-community" | "wids-profile" | "wtp-profile";
                /** @description The object's name (the value of its kind's key field). */
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfigObject"];
            };
        };
        responses: {
            /** @description The object as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigObject"];
                };
            };
            /** @description The appliance refused the object; `message` is its detail and `fields` the field errors, shown on their fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No object of that name exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The object could not be saved or deleted. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteConfigObject: {
        parameters: {
            query?: {
                /**
                 * @description A managed device's name: the call is about that device's own objects (pm/config/device/{device}/vdom/root/…)
                 *     instead of the ADOM's (pm/config/adom/{adom}/obj/…).
                 */
                device?: string;
            };
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
                /**
                 * @description The object kind, a key of specs/catalog/object-kinds.json (e.g. vap for SSIDs, vlan for switch VLAN
                 *     definitions). Each kind names the appliance's object path (its `category`), e.g. wireless-controller/vap.
                 */
                kind: "access-control-list" | "acl-assignment" | "address" | "apcfg-profile" | "arrp-profile" | "ble-profile" | "bonjour-profile" | "chassis" | "cli-template" | "custom-command" | "device-monitor" | "dot1p-map" | "dynamic-port-policy" | "extender" | "extender-profile" | "fabric-connector" | "firewall-policy" | "fortilink-settings" | "ip-dscp-map" | "ipsec-template" | "lldp-profile" | "mpsk-profile" | "nac-policy" | "policy-package" | "qos-policy" | "qos-profile" | "queue-policy" | "sdwan-template" | "security-policy-8021x" | "service" | "setting" | "ssl-vpn-monitor" | "ssl-vpn-portal" | "ssl-vpn-setting" | "switch-profile" | "system-interface" | "system-template" | "vap" | "vdom-settings" | "vlan" | "vpn-community" | "wids-profile" | "wtp-profile";
                /** @description The object's name (the value of its kind's key field). */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigObjectResult"];
                };
            };
            /** @description The object is used by another object and cannot be deleted. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No object of that name exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The object could not be saved or deleted. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getPsirtData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ADOM's PSIRT data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PsirtData"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listSocPolicies: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ADOM's policies created by hits, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocPolicy"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    createSocPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocPolicyCreate"];
            };
        };
        responses: {
            /** @description Created; the policy as kept. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocPolicy"];
                };
            };
            /** @description The policy was refused; `fields.name` has the text shown on the Name field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocPolicyError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    umDownloadPriority: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    method: "get";
                } | {
                    /** @constant */
                    method: "set";
                    params: components["schemas"]["UmDownloadPriority"];
                };
            };
        };
        responses: {
            /** @description The priority (get), or the change's result (set). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmDownloadPriority"] | components["schemas"]["UmResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    umExternalResource: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    method: "get";
                } | {
                    /** @constant */
                    method: "refresh";
                    params: {
                        key: string;
                    };
                };
            };
        };
        responses: {
            /** @description The feeds (get), or the refresh's result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmExternalResource"][] | components["schemas"]["UmResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listFirmwareImages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    method: "get";
                    params: {
                        /**
                         * @description Product code of the images.
                         * @enum {string}
                         */
                        viewProduct: "FMG" | "FAZ" | "FGT" | "FAP" | "FXT" | "FSW" | "FPX";
                        /**
                         * @description Which images: upgrade (this appliance's platform) or all (every image of the product).
                         * @enum {string}
                         */
                        viewType: "upgrade" | "all";
                    };
                };
            };
        };
        responses: {
            /** @description The images, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirmwareImageOption"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    getFirmwareImageVersion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    method: "get";
                };
            };
        };
        responses: {
            /** @description The running image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunningFirmware"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    umFirmwareImportImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    method: "get";
                } | {
                    /** @constant */
                    method: "del";
                    params: {
                        key: string;
                    };
                };
            };
        };
        responses: {
            /** @description The imported images (get), or the deletion's result (del). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmImportedImage"][] | components["schemas"]["UmResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    umLicense: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    method: "get";
                };
            };
        };
        responses: {
            /** @description The devices with their licences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmDeviceLicence"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    umPackageReceive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    method: "get";
                    params: {
                        /** @constant */
                        resultsize: 50000000;
                        showUsedOnly: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description The packages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmPackageItem"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    umPackageService: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    method: "get";
                    params: {
                        /** @constant */
                        resultsize: 50000000;
                    };
                } | {
                    /** @constant */
                    method: "getOne";
                    params: {
                        key: string;
                    };
                } | {
                    /** @constant */
                    method: "pushPending";
                    params: {
                        keys: string[];
                    };
                } | {
                    /** @constant */
                    method: "pushAllPending";
                };
            };
        };
        responses: {
            /** @description The devices (get), one device with its packages (getOne), or a push's result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmServiceDevice"][] | components["schemas"]["UmServiceDevice"] | components["schemas"]["UmResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    umPackageVersion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    method: "get";
                    params: {
                        key: string;
                    };
                } | {
                    /** @constant */
                    method: "change";
                    params: {
                        key: string;
                        version: string;
                    };
                };
            };
        };
        responses: {
            /** @description The versions (get), or the change's result (change). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmPackageVersion"][] | components["schemas"]["UmResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    umQueryServer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    method: "get";
                } | {
                    /** @constant */
                    method: "import";
                    params: components["schemas"]["UmQueryImport"];
                };
            };
        };
        responses: {
            /** @description The databases (get), or the import's result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmQueryDatabase"][] | components["schemas"]["UmResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    umQueryStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    method: "get";
                };
            };
        };
        responses: {
            /** @description The devices and their queries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmQueryStatus"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listAdoms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accessible ADOMs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Adom"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    lockAdom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Object id of the ADOM.
                 * @example 127
                 */
                oid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lock now held by the admin. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdomLock"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Another administrator or an IPS update holds the lock. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    unlockAdom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Object id of the ADOM.
                 * @example 127
                 */
                oid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ADOM is unlocked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdomLock"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    backupStrategyStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    method: "get";
                } | {
                    /** @constant */
                    method: "set";
                    params: {
                        /**
                         * @description Always true.
                         * @constant
                         */
                        changed: true;
                    };
                };
            };
        };
        responses: {
            /** @description The status (get), or the new status (set). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackupStrategyStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    getAdminSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSetting"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    getBackupSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schedule (passwords are never returned). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackupSchedule"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    setBackupSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BackupSchedule"];
            };
        };
        responses: {
            /** @description The saved schedule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackupSchedule"];
                };
            };
            /** @description A field was rejected; `fields` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    getSamlSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SamlSettings"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    setSamlSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SamlSettings"];
            };
        };
        responses: {
            /** @description The saved settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SamlSettings"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    getCloudPortals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Portal menu data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CloudPortals"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listCustomViews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The views and templates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomViewList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    createCustomView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomViewCreate"];
            };
        };
        responses: {
            /** @description Created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomViewCreated"];
                };
            };
            /** @description The name was refused; `fields.name` has the text shown on the Name field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomViewError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    renameCustomView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
                /** @description uuid of the custom view. */
                dashId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomViewRename"];
            };
        };
        responses: {
            /** @description Renamed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomView"];
                };
            };
            /** @description The name was refused; `fields.name` has the text shown on the Name field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomViewError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such custom view in the ADOM (deleted meanwhile). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    deleteCustomView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
                /** @description uuid of the custom view. */
                dashId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such custom view in the ADOM (deleted meanwhile). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    saveCustomViewLayout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
                /** @description uuid of the custom view. */
                dashId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomViewLayout"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomView"];
                };
            };
            /** @description The layout was refused (a widget reaching past column 24, an unknown widget, two placements with one id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such custom view in the ADOM (deleted meanwhile). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    installLatestRevision: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceOids"];
            };
        };
        responses: {
            /** @description The task was created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskStarted"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    retrieveDeviceConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM object id (e.g. 3 for root). */
                adomOid: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceOids"];
            };
        };
        responses: {
            /** @description The task was created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskStarted"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    revertDeviceConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM object id (e.g. 3 for root). */
                adomOid: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceOids"];
            };
        };
        responses: {
            /** @description The task was created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskStarted"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listIpConflicts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM object id (e.g. 3 for root). */
                adomOid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The devices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IpConflictDevice"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listOutOfSyncDevices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM object id (e.g. 3 for root). */
                adomOid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The devices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutOfSyncDevice"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    getDeviceConfigDiff: {
        parameters: {
            query: {
                /** @description Compare with the device's current configuration. */
                current_config?: boolean;
                /** @description Revision on the left. */
                from: number;
                /** @description full: the whole configurations; changes: only the changed sections with some context. */
                options?: "full" | "changes";
                /** @description Revision on the right (left out with current_config). */
                to?: number;
            };
            header?: never;
            path: {
                /** @description Object id of the device. */
                deviceId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The two configurations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceConfigDiff"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listDeviceRevisions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Object id of the device. */
                deviceId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revisions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceRevision"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    setExtensionEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Key of the extension.
                 * @example universal-connector
                 */
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Whether the extension starts with the unit. */
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    startExtension: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Key of the extension.
                 * @example universal-connector
                 */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Starting. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The extension did not start. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    stopExtension: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Key of the extension.
                 * @example universal-connector
                 */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stopped. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listExtensions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The extensions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagementExtension"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    runFortiviewQuery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
                /** @description Data view key of the widget (viewName in the widget catalogue; its family and query in specs/catalog/fortiview-views.json). */
                viewName: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FortiviewQuery"];
            };
        };
        responses: {
            /** @description The run was accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FortiviewTask"];
                };
            };
            /** @description The query was refused (a malformed filter expression, a time range that ends before it starts). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such view, or no such run (it ended and was dropped, or was never submitted). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    getFortiviewResult: {
        parameters: {
            query?: {
                /** @description Rows in the page. */
                limit?: number;
                /** @description First row of the page. */
                offset?: number;
            };
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
                /** @description Task id returned when the run was submitted. */
                tid: string;
                /** @description Data view key of the widget (viewName in the widget catalogue; its family and query in specs/catalog/fortiview-views.json). */
                viewName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run's state, and its rows once done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FortiviewResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such view, or no such run (it ended and was dropped, or was never submitted). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    cancelFortiviewQuery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
                /** @description Task id returned when the run was submitted. */
                tid: string;
                /** @description Data view key of the widget (viewName in the widget catalogue; its family and query in specs/catalog/fortiview-views.json). */
                viewName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run is cancelled (or had already ended). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FortiviewTask"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such view, or no such run (it ended and was dropped, or was never submitted). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    listLogFiles: {
        parameters: {
            query?: {
                /** @description Only this device's files. */
                devid?: string;
            };
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The files. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogFileList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listLogGroups: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogGroupList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    submitLogSearch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogSearchRequest"];
            };
        };
        responses: {
            /** @description The search was accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogSearchTask"];
                };
            };
            /** @description The search was refused (an unreadable filter expression, an unknown field or log type, a time range that ends before it starts). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    getLogSearchPage: {
        parameters: {
            query?: {
                /** @description Logs in the page. */
                limit?: number;
                /** @description First log of the page (0 is the first log in the search's order). */
                offset?: number;
            };
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
                /** @description Task id returned when the search was submitted. */
                tid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, and the search's progress. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogSearchResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such search (it ended and was dropped, or was never submitted). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    cancelLogSearch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
                /** @description Task id returned when the search was submitted. */
                tid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The search is cancelled (or had already ended). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogSearchTask"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such search (it ended and was dropped, or was never submitted). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    listSavedLogViews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The views. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedLogViewList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Notifications, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    getCountryList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Countries (id, text). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationChoice"][];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    getOrgList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tagged text with one <item><id/><text/></item> per organisation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": components["schemas"]["TaggedText"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    getRemoteAccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tagged text with <enable>. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": components["schemas"]["TaggedText"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    getResellerList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResellerListRequest"];
            };
        };
        responses: {
            /** @description Tagged text with one <item><id/><text/></item> per reseller. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": components["schemas"]["TaggedText"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    loginFgtCloud: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CloudLoginRequest"];
            };
        };
        responses: {
            /** @description Tagged text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": components["schemas"]["TaggedText"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    registerExistingContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterExistingContractRequest"];
            };
        };
        responses: {
            /** @description Tagged text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": components["schemas"]["TaggedText"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    registerExistingUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterExistingUserRequest"];
            };
        };
        responses: {
            /** @description Tagged text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": components["schemas"]["TaggedText"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    setRemoteAccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RemoteAccessRequest"];
            };
        };
        responses: {
            /** @description Tagged text with the new <enable>. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": components["schemas"]["TaggedText"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    getCurrentAdom: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Current ADOM. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Adom"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    changeAdom: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeAdomRequest"];
            };
        };
        responses: {
            /** @description The ADOM now in use. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Adom"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The admin may not open that ADOM. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    keepSessionAlive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Session refreshed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeepAliveResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInRequest"];
            };
        };
        responses: {
            /** @description Signed in; the session cookie is set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInResponse"];
                };
            };
            /** @description Wrong user name or password. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out; the session cookie is cleared. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    getSessionStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Current session state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    setHostname: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HostnameChange"];
            };
        };
        responses: {
            /** @description The host name in use. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostnameChange"];
                };
            };
            /** @description The appliance rejected the name; `fields.hostname` has its text. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    getRevisionSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisionSettings"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    setRevisionSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevisionSettings"];
            };
        };
        responses: {
            /** @description The saved settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisionSettings"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    getStartupState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartupState"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChangeRequest"];
            };
        };
        responses: {
            /** @description Password changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description The password was refused; field errors by request field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listAllAdoms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ADOMs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdomSummary"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listCaCertificates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CA certificates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Certificate"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    deleteCaCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the certificate.
                 * @example fetch-client-2024
                 */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    importCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CertificateImport"];
            };
        };
        responses: {
            /** @description Imported. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The certificate was refused. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listLocalCertificates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The local certificates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Certificate"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    deleteLocalCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the certificate.
                 * @example fetch-client-2024
                 */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The certificate was not deleted. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    runCliCommand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CliCommand"];
            };
        };
        responses: {
            /** @description Output of the command. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CliOutput"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    getSysConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description System configuration of the signed-in administrator. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SystemConfig"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    backupSystemDb: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SystemBackupRequest"];
            };
        };
        responses: {
            /** @description The backup has started; follow it on the websocket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SystemBackupStarted"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    downloadSystemBackup: {
        parameters: {
            query: {
                /** @description meta.downloadname, used as the saved file name. */
                downloadname?: string;
                /** @description meta.filepath of the done message. */
                filepath: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The backup file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description No such file (already downloaded or expired). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    getFabricStats: {
        parameters: {
            query?: {
                /**
                 * @description Statistic types to include.
                 * @example member
                 */
                types?: "member";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fabric members. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FabricStats"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    getAnalyzerFabric: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fabric. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyzerFabric"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    saveAnalyzerFabricSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnalyzerFabricSettings"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    upgradeFirmware: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FirmwareUpgradeRequest"];
            };
        };
        responses: {
            /** @description The upgrade's verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirmwareUpgradeResult"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    validateImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Archive path from archiveImage. */
                    filepath: string;
                };
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImageValidation"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    getHaStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cluster. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HaStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    setHaMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HaMemberUpdate"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    getHelpUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Online help URL or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HelpUrl"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    getSysInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Appliance identity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SysInfo"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    getSysLicense: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Licence state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SysLicense"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    getLogLimitNotice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The limit and the history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogLimitNotice"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    getLogRebuildStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rebuild progress. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogRebuildStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listLogFetchProfiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profiles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogFetchProfile"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    requestLogFetch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the client profile.
                 * @example HQ-Analyzer
                 */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The request could not be sent. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listLogFetchSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sessions, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogFetchSession"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    approveLogFetchSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of the log fetch session.
                 * @example 42
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Approved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    cancelLogFetchSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of the log fetch session.
                 * @example 42
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    denyLogFetchSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of the log fetch session.
                 * @example 42
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Denied. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    getPostgresUpgradeStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Upgrade progress. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostgresUpgradeStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listProcesses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Processes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessInfo"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Profile settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    saveProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Profile"];
            };
        };
        responses: {
            /** @description Saved settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    rebootSystem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The appliance accepted the request and restarts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    getSecurityCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecurityCheckRequest"];
            };
        };
        responses: {
            /** @description Certification of the running image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityCheck"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    shutdownSystem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The appliance accepted the request and powers off. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    downloadDebugReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DebugReport"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Only a super admin may produce the report. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    listTasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tasks, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    archiveImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description object_list[0].file of downloadImage. */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The archive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImageArchive"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    downloadImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Run as a task (always 1).
                     * @constant
                     */
                    create_task: 1;
                    /** @description Object id of the image. */
                    objid: string;
                    /** @description Image platform. */
                    platform: string;
                    /** @description Image version, major.minor.patch. */
                    version: string;
                };
            };
        };
        responses: {
            /** @description The download task and the file it produces. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImageDownloadResult"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    getLicenseSelf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The licence. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenseSelf"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    exportUmPackages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PackageExportRequest"];
            };
        };
        responses: {
            /** @description The task and the files it writes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PackageExportStarted"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    downloadUmExportFile: {
        parameters: {
            query: {
                /** @description File name for the browser. */
                downloadname: string;
                /** @description The file on the unit. */
                filepath: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description No such file (the task has not written it, or it was removed). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    importUmPackages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PackageImportRequest"];
            };
        };
        responses: {
            /** @description The import task. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskStarted"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    getTaskProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Task id from downloadImage. */
                taskid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The task's progress. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskProgress"];
                };
            };
            /** @description No such task. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["Error"];
        };
    };
    getClientIp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Client address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientIp"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    getVmLicenseStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description VM licence state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VmLicenseStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listDirtyItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unsaved items; empty when the workspace is clean. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceDirtyItem"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    discardWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Remaining dirty items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceDirtyItem"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    saveWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Remaining dirty items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceDirtyItem"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listExtenderControllerExtenders: {
        parameters: {
            query?: {
                /**
                 * @description 'fields' of the JSON-RPC forward get: only these attributes of each extender are returned (all of them when
                 *     absent). Objects of an answer to a call with fields hold those attributes and no others.
                 */
                fields?: ("id" | "name" | "model" | "_sw_version" | "scope member")[];
                /** @description 'scope member' of the get: the device group whose assets are listed. The console always asks for All_FortiGate. */
                scope_member?: "All_FortiGate";
            };
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Extenders, each with the FortiGate that manages it in 'scope member'. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Extender"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listExtensionControllerExtenders: {
        parameters: {
            query?: {
                /**
                 * @description 'fields' of the JSON-RPC forward get: only these attributes of each extender are returned (all of them when
                 *     absent). Objects of an answer to a call with fields hold those attributes and no others.
                 */
                fields?: ("id" | "name" | "model" | "_sw_version" | "scope member")[];
                /** @description 'scope member' of the get: the device group whose assets are listed. The console always asks for All_FortiGate. */
                scope_member?: "All_FortiGate";
            };
            header?: never;
            path: {
                /** @description ADOM object id (e.g. 3 for root). */
                adomOid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Extenders, each with the FortiGate that manages it in 'scope member'. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Extender"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listManagedSwitches: {
        parameters: {
            query?: {
                /**
                 * @description 'fields' of the JSON-RPC forward get: only these attributes of each switch are returned (all of them when
                 *     absent). Objects of an answer to a call with fields hold those attributes and no others.
                 */
                fields?: ("switch-id" | "name" | "os_version" | "prefer-img-ver" | "platform" | "scope member")[];
                /** @description 'scope member' of the get: the device group whose assets are listed. The console always asks for All_FortiGate. */
                scope_member?: "All_FortiGate";
            };
            header?: never;
            path: {
                /** @description ADOM object id (e.g. 3 for root). */
                adomOid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Switches, each with the FortiGate that manages it in 'scope member'. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedSwitch"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listWtps: {
        parameters: {
            query?: {
                /**
                 * @description 'fields' of the JSON-RPC forward get: only these attributes of each access point are returned (all of them
                 *     when absent). Objects of an answer to a call with fields hold those attributes and no others.
                 */
                fields?: ("wtp-id" | "name" | "_platform-name" | "_software-version" | "_prefer-img-ver" | "_conn-state" | "scope member")[];
                /** @description 'scope member' of the get: the device group whose assets are listed. The console always asks for All_FortiGate. */
                scope_member?: "All_FortiGate";
            };
            header?: never;
            path: {
                /** @description ADOM object id (e.g. 3 for root). */
                adomOid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Access points, each with the FortiGate that manages it in 'scope member'. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Wtp"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listFirmwareTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ADOM's firmware templates with the devices each holds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirmwareTemplate"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    addFirmwareTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FirmwareTemplate"];
            };
        };
        responses: {
            /** @description The template as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirmwareTemplate"];
                };
            };
            /** @description The appliance refused the template; `message` is its detail, which the console shows instead of its own fallback. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The template could not be saved. When `message` is empty the console shows 'Failed to save Firmware Template.'; otherwise the server's detail. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateFirmwareTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
                /** @description Name of the existing firmware template. */
                template: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FirmwareTemplate"];
            };
        };
        responses: {
            /** @description The template as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirmwareTemplate"];
                };
            };
            /** @description The appliance refused the template; `message` is its detail, which the console shows instead of its own fallback. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No template of that name exists in the ADOM. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The template could not be saved. When `message` is empty the console shows 'Failed to save Firmware Template.'; otherwise the server's detail. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteFirmwareTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
                /** @description Name of the existing firmware template. */
                template: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template is gone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No template of that name exists in the ADOM. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The template could not be deleted; `message` is the appliance's detail. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listOutbreakAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADOM name (e.g. root). */
                adom: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ADOM's outbreak alerts, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutbreakAlert"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The alerts could not be read; `message` is the appliance's detail. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listSwitchPorts: {
        parameters: {
            query: {
                /** @description The switch whose ports are read, by its switch id (serial number). */
                mkey: string;
            };
            header?: never;
            path: {
                /** @description ADOM object id (e.g. 3 for root). */
                adomOid: number;
                /** @description The managing FortiGate, by its managed device name (the switch's 'scope member'). */
                device: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The switch's ports in front-panel order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SwitchPorts"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The proxy call failed (the FortiGate did not answer, or the appliance failed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listSwitchFabrics: {
        parameters: {
            query?: {
                /** @description 'scope member' of the get: the device group whose assets are listed. The console always asks for All_FortiGate. */
                scope_member?: "All_FortiGate";
            };
            header?: never;
            path: {
                /** @description ADOM object id (e.g. 3 for root). */
                adomOid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One fabric per FortiGate, its switches upstream first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SwitchFabric"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The proxy call failed (the FortiGate did not answer, or the appliance failed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    pushUmDevice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The push command.
                     * @enum {string}
                     */
                    command: "push";
                    serial: string;
                };
            };
        };
        responses: {
            /** @description The unit's answer (status.code 0 when it accepted the action; otherwise its reason). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listUmImages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Product code (fortiguard catalogue, productCodes).
                     * @enum {string}
                     */
                    product: "FGT" | "FAZ" | "FMG" | "FAP" | "FXT" | "FSW" | "FPX";
                };
            };
        };
        responses: {
            /** @description The images on the unit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmUnitImage"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listFirmwareVersions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Platforms to list, e.g. FortiGate-60F (all when absent). */
                    platform?: string[];
                    /**
                     * @description Product code (all products when absent).
                     * @enum {string}
                     */
                    product?: "FGT" | "FAP" | "FSW" | "FXT" | "FPX" | "FAZ" | "FMG";
                };
            };
        };
        responses: {
            /** @description One entry per platform, each with its images newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirmwareVersionList"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    filterUmLicenses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    license_filter: ("antivirus" | "ips" | "antispam" | "webfiltering" | "valscan" | "outbreak" | "industraldb" | "fmss")[];
                };
            };
        };
        responses: {
            /** @description The devices with their licences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmDeviceLicence"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    listUmServerOverrides: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmServerOverride"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    getUmLicenseFilter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The kept licence types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        license_filter: ("antivirus" | "ips" | "antispam" | "webfiltering" | "valscan" | "outbreak" | "industraldb" | "fmss")[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
    updateUmLicenseFilter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    license_filter: ("antivirus" | "ips" | "antispam" | "webfiltering" | "valscan" | "outbreak" | "industraldb" | "fmss")[];
                };
            };
        };
        responses: {
            /** @description The unit's answer (status.code 0 when it accepted the action; otherwise its reason). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Error"];
        };
    };
}
