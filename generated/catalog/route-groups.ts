// generated from specs/catalog/route-groups.json; do not edit, run npm run codegen

/**
 * Route groups: lazily loaded screen modules with their routes, children, redirects, app keys, labels and parameters.
 */
export interface RouteGroupsCatalog {
  $schema?: string;
  description?: string;
  groups: Group[];
}
export interface Group {
  /**
   * Group key; also the folder of its module under src/modules/.
   */
  key:
    | 'dvm'
    | 'pno'
    | 'fabric'
    | 'fext'
    | 'vpn'
    | 'fortiap'
    | 'fortiguard'
    | 'fortisoc'
    | 'fortiswitch'
    | 'logview'
    | 'fortiview'
    | 'sys';
  /**
   * Mount path of the group.
   */
  path: string;
  appKey: string;
  label: string;
  description?: string;
  params?: Param[];
  /**
   * Where the bare group path goes.
   */
  defaultRedirect?: string;
  /**
   * Path template of a custom view dashboard.
   */
  customViewPath?: string;
  routes: Route[];
}
export interface Param {
  name: string;
  description: string;
  /**
   * Written {name?} in the path.
   */
  optional: boolean;
  /**
   * Allowed values.
   */
  enum?: string[];
}
export interface Route {
  /**
   * Relative path; {name} path parameter, {name?} optional one.
   */
  path: string;
  /**
   * Menu and title text.
   */
  label: string;
  /**
   * Unique app key of the screen.
   */
  appKey: string;
  /**
   * Listed in the side menu (parameterised and redirect-only routes are not).
   */
  menu: boolean;
  /**
   * Menu section the item is listed under.
   */
  section?: string;
  description?: string;
  params?: Param[];
  /**
   * Keys the navigation state may carry into the screen.
   */
  navigationState?: string[];
  redirect?: Redirect;
  /**
   * This level shows the side menu of that menu.
   */
  sideMenu?: string;
  /**
   * The screen is created anew on every visit (no kept state).
   */
  recreateOnVisit?: boolean;
  /**
   * With type=ftv the screen shows its ftv flavour.
   */
  ftvFlavourWhenTypeFtv?: boolean;
  children?: Route[];
}
export interface Redirect {
  /**
   * Absolute target path.
   */
  to: string;
  /**
   * Condition for the redirect; absent means always. centralManagement: central management of access points is on.
   */
  when?: 'centralManagement';
}

export const routeGroups = {
  "description": "Route groups of the console. Each group is one lazily loaded screen module with an app key; the shell builds the side menu and the lazy routes from this file. Paths are relative to the group path; {name} is a path parameter, {name?} an optional one.",
  "groups": [
    {
      "key": "dvm",
      "path": "/dvm",
      "appKey": "dvm",
      "label": "Device Manager",
      "routes": [
        {
          "path": "main",
          "label": "Managed Devices",
          "appKey": "dvm.main",
          "menu": true,
          "description": "The ADOM's managed devices with their firmware, connection and configuration status."
        },
        {
          "path": "chassis",
          "label": "Chassis",
          "appKey": "dvm.chassis",
          "menu": true
        },
        {
          "path": "prvtmpl",
          "label": "Provisioning Templates",
          "appKey": "dvm.prvtmpl",
          "menu": true,
          "children": [
            {
              "path": "system",
              "label": "System Templates",
              "appKey": "dvm.prvtmpl.system",
              "menu": true
            },
            {
              "path": "ipsec",
              "label": "IPsec Tunnel Templates",
              "appKey": "dvm.prvtmpl.ipsec",
              "menu": true
            },
            {
              "path": "sdwan",
              "label": "SD-WAN Templates",
              "appKey": "dvm.prvtmpl.sdwan",
              "menu": true
            }
          ]
        },
        {
          "path": "firmwaretemplate",
          "label": "Firmware Templates",
          "appKey": "dvm.firmwaretemplate",
          "menu": true,
          "description": "Firmware templates: the version each platform is upgraded to, when, and the devices each template holds."
        },
        {
          "path": "monitors",
          "label": "Device Monitors",
          "appKey": "dvm.monitors",
          "menu": true
        }
      ]
    },
    {
      "key": "pno",
      "path": "/pno",
      "appKey": "pno",
      "label": "Policy & Objects",
      "routes": [
        {
          "path": "pkg",
          "label": "Policy Packages",
          "appKey": "pno.pkg",
          "menu": true
        },
        {
          "path": "policy",
          "label": "Firewall Policies",
          "appKey": "pno.policy",
          "menu": true
        },
        {
          "path": "obj",
          "label": "Object Configurations",
          "appKey": "pno.obj",
          "menu": true,
          "children": [
            {
              "path": "address",
              "label": "Addresses",
              "appKey": "pno.obj.address",
              "menu": true
            },
            {
              "path": "service",
              "label": "Services",
              "appKey": "pno.obj.service",
              "menu": true
            }
          ]
        }
      ]
    },
    {
      "key": "fortiap",
      "path": "/fortiap",
      "appKey": "fortiap",
      "label": "Access Points",
      "routes": [
        {
          "path": "centrallist",
          "label": "Managed Access Points",
          "appKey": "fortiap.centrallist",
          "menu": true,
          "description": "Device list of access points under central management."
        },
        {
          "path": "wifitemplates",
          "label": "WiFi Templates",
          "appKey": "fortiap.wifitemplates",
          "menu": true,
          "children": [
            {
              "path": "ssids",
              "label": "SSIDs",
              "appKey": "fortiap.wifitemplates.ssids",
              "menu": true
            },
            {
              "path": "profiles",
              "label": "AP Profiles",
              "appKey": "fortiap.wifitemplates.profiles",
              "menu": true
            },
            {
              "path": "qosprofiles",
              "label": "QoS Profiles",
              "appKey": "fortiap.wifitemplates.qosprofiles",
              "menu": true
            },
            {
              "path": "apcfgprofiles",
              "label": "AP Configuration Profiles",
              "appKey": "fortiap.wifitemplates.apcfgprofiles",
              "menu": true
            },
            {
              "path": "arrpprofiles",
              "label": "Automatic Radio Resource Provisioning Profiles",
              "appKey": "fortiap.wifitemplates.arrpprofiles",
              "menu": true
            },
            {
              "path": "mpskprofiles",
              "label": "Multiple Pre-Shared Key Profiles",
              "appKey": "fortiap.wifitemplates.mpskprofiles",
              "menu": true
            },
            {
              "path": "bjrprofiles",
              "label": "Bonjour Relay Profiles",
              "appKey": "fortiap.wifitemplates.bjrprofiles",
              "menu": true
            },
            {
              "path": "bleprofiles",
              "label": "Bluetooth Low Energy Profiles",
              "appKey": "fortiap.wifitemplates.bleprofiles",
              "menu": true
            },
            {
              "path": "widsprofiles",
              "label": "Wireless Intrusion Detection Profiles",
              "appKey": "fortiap.wifitemplates.widsprofiles",
              "menu": true
            },
            {
              "path": "accesscontrol",
              "label": "Access Control Lists",
              "appKey": "fortiap.wifitemplates.accesscontrol",
              "menu": true
            },
            {
              "path": "setting",
              "label": "Settings",
              "appKey": "fortiap.wifitemplates.setting",
              "menu": true
            }
          ]
        },
        {
          "path": "devices/wifitemplates",
          "label": "Device WiFi Templates",
          "appKey": "fortiap.devices.wifitemplates",
          "menu": true,
          "children": [
            {
              "path": "ssids",
              "label": "SSIDs",
              "appKey": "fortiap.devices.wifitemplates.ssids",
              "menu": true
            },
            {
              "path": "profiles",
              "label": "AP Profiles",
              "appKey": "fortiap.devices.wifitemplates.profiles",
              "menu": true
            },
            {
              "path": "qosprofiles",
              "label": "QoS Profiles",
              "appKey": "fortiap.devices.wifitemplates.qosprofiles",
              "menu": true
            },
            {
              "path": "apcfgprofiles",
              "label": "AP Configuration Profiles",
              "appKey": "fortiap.devices.wifitemplates.apcfgprofiles",
              "menu": true
            },
            {
              "path": "arrpprofiles",
              "label": "Automatic Radio Resource Provisioning Profiles",
              "appKey": "fortiap.devices.wifitemplates.arrpprofiles",
              "menu": true
            },
            {
              "path": "mpskprofiles",
              "label": "Multiple Pre-Shared Key Profiles",
              "appKey": "fortiap.devices.wifitemplates.mpskprofiles",
              "menu": true
            },
            {
              "path": "bjrprofiles",
              "label": "Bonjour Relay Profiles",
              "appKey": "fortiap.devices.wifitemplates.bjrprofiles",
              "menu": true
            },
            {
              "path": "bleprofiles",
              "label": "Bluetooth Low Energy Profiles",
              "appKey": "fortiap.devices.wifitemplates.bleprofiles",
              "menu": true
            },
            {
              "path": "widsprofiles",
              "label": "Wireless Intrusion Detection Profiles",
              "appKey": "fortiap.devices.wifitemplates.widsprofiles",
              "menu": true
            },
            {
              "path": "accesscontrol",
              "label": "Access Control Lists",
              "appKey": "fortiap.devices.wifitemplates.accesscontrol",
              "menu": true
            },
            {
              "path": "setting",
              "label": "Settings",
              "appKey": "fortiap.devices.wifitemplates.setting",
              "menu": true
            }
          ]
        },
        {
          "path": "devices/list",
          "label": "Access Point List",
          "appKey": "fortiap.devices.list",
          "menu": true,
          "redirect": {
            "to": "/fortiap/centrallist",
            "when": "centralManagement"
          },
          "description": "Redirects to the managed access points list when central management is on."
        },
        {
          "path": "map",
          "label": "Map",
          "appKey": "fortiap.map",
          "menu": true,
          "children": [
            {
              "path": "gmap",
              "label": "Geographic Map",
              "appKey": "fortiap.map.gmap",
              "menu": true
            },
            {
              "path": "floor",
              "label": "Floor Map",
              "appKey": "fortiap.map.floor",
              "menu": true
            },
            {
              "path": "editfloor",
              "label": "Edit Floor Map",
              "appKey": "fortiap.map.editfloor",
              "menu": true
            }
          ]
        }
      ]
    },
    {
      "key": "fortiguard",
      "path": "/fortiguard",
      "appKey": "fortiguard",
      "label": "Update and Licence Services",
      "routes": [
        {
          "path": "license",
          "label": "Licensing Status",
          "appKey": "fortiguard.license",
          "menu": true
        },
        {
          "path": "pkgreceive",
          "label": "Package Receive Status",
          "appKey": "fortiguard.pkgreceive",
          "menu": true,
          "section": "Package Management"
        },
        {
          "path": "pkgservice",
          "label": "Package Service Status",
          "appKey": "fortiguard.pkgservice",
          "menu": true,
          "section": "Package Management"
        },
        {
          "path": "queryreceive",
          "label": "Query Receive Status",
          "appKey": "fortiguard.queryreceive",
          "menu": true,
          "section": "Query Management"
        },
        {
          "path": "querystatus",
          "label": "Query Server Status",
          "appKey": "fortiguard.querystatus",
          "menu": true,
          "section": "Query Management"
        },
        {
          "path": "firmwares",
          "label": "Firmware Images",
          "appKey": "fortiguard.firmwares",
          "menu": true
        },
        {
          "path": "externalresource",
          "label": "External Resources",
          "appKey": "fortiguard.externalresource",
          "menu": true
        },
        {
          "path": "advanced",
          "label": "Advanced Settings",
          "appKey": "fortiguard.advanced",
          "menu": true
        }
      ]
    },
    {
      "key": "fortisoc",
      "path": "/fortisoc",
      "appKey": "fortisoc",
      "label": "Security Operations",
      "defaultRedirect": "/fortisoc/soar/outbreakalerts",
      "routes": [
        {
          "path": "soar/outbreak",
          "label": "Outbreak",
          "appKey": "fortisoc.soar.outbreak",
          "menu": false,
          "redirect": {
            "to": "/fortisoc/soar/outbreakalerts"
          },
          "description": "Default-redirects to the outbreak alerts."
        },
        {
          "path": "soar/outbreakalerts",
          "label": "Outbreak Alerts",
          "appKey": "fortisoc.soar.outbreakalerts",
          "menu": true,
          "description": "Outbreak alerts; the default view of the group."
        },
        {
          "path": "socviews",
          "label": "SOC Views",
          "appKey": "fortisoc.socviews",
          "menu": true,
          "description": "SOC-style views of the ADOM's logs (specs/catalog/soc-views.json), listed by group in the menu; opens the first view the ADOM is offered.",
          "children": [
            {
              "path": "{view}",
              "label": "SOC View",
              "appKey": "fortisoc.socviews.view",
              "menu": false,
              "params": [
                {
                  "name": "view",
                  "description": "Key of a view of the SOC views catalogue; an ADOM of a variant's product type is offered that variant's views, any other the four groups.",
                  "optional": false
                }
              ],
              "description": "One SOC view in its display types, with drill-down into Log View; Create Policy by Hits proposes a firewall policy from the chosen policy hits."
            }
          ]
        }
      ]
    },
    {
      "key": "fortiswitch",
      "path": "/fortiswitch",
      "appKey": "fortiswitch",
      "label": "Switches",
      "routes": [
        {
          "path": "centrallist",
          "label": "Managed Switches",
          "appKey": "fortiswitch.centrallist",
          "menu": true
        },
        {
          "path": "templates",
          "label": "Switch Templates",
          "appKey": "fortiswitch.templates",
          "menu": true,
          "children": [
            {
              "path": "switchprofile",
              "label": "Switch Profiles",
              "appKey": "fortiswitch.templates.switchprofile",
              "menu": true
            },
            {
              "path": "vlandefinition",
              "label": "VLAN Definitions",
              "appKey": "fortiswitch.templates.vlandefinition",
              "menu": true
            },
            {
              "path": "flset",
              "label": "FortiLink Settings",
              "appKey": "fortiswitch.templates.flset",
              "menu": true
            },
            {
              "path": "vdomset",
              "label": "VDOM Settings",
              "appKey": "fortiswitch.templates.vdomset",
              "menu": true
            },
            {
              "path": "securitypolicy",
              "label": "Security Policies",
              "appKey": "fortiswitch.templates.securitypolicy",
              "menu": true,
              "section": "Port Policies"
            },
            {
              "path": "ddp",
              "label": "Dynamic Port Policies",
              "appKey": "fortiswitch.templates.ddp",
              "menu": true,
              "section": "Port Policies"
            },
            {
              "path": "lldpprofile",
              "label": "LLDP Profiles",
              "appKey": "fortiswitch.templates.lldpprofile",
              "menu": true
            },
            {
              "path": "qospolicy",
              "label": "QoS Policies",
              "appKey": "fortiswitch.templates.qospolicy",
              "menu": true,
              "section": "QoS Policies"
            },
            {
              "path": "queuepolicy",
              "label": "Queue Policies",
              "appKey": "fortiswitch.templates.queuepolicy",
              "menu": true,
              "section": "QoS Policies"
            },
            {
              "path": "ipdscpmap",
              "label": "IP DSCP Maps",
              "appKey": "fortiswitch.templates.ipdscpmap",
              "menu": true,
              "section": "QoS Policies"
            },
            {
              "path": "dot1pmap",
              "label": "802.1p Maps",
              "appKey": "fortiswitch.templates.dot1pmap",
              "menu": true,
              "section": "QoS Policies"
            },
            {
              "path": "command",
              "label": "Custom Commands",
              "appKey": "fortiswitch.templates.command",
              "menu": true
            },
            {
              "path": "aclassign",
              "label": "ACL Assignments",
              "appKey": "fortiswitch.templates.aclassign",
              "menu": true
            }
          ]
        },
        {
          "path": "devices/list",
          "label": "Switch List",
          "appKey": "fortiswitch.devices.list",
          "menu": true
        },
        {
          "path": "devices/templates",
          "label": "Device Switch Templates",
          "appKey": "fortiswitch.devices.templates",
          "menu": true,
          "children": [
            {
              "path": "systeminterface",
              "label": "System Interfaces",
              "appKey": "fortiswitch.devices.templates.systeminterface",
              "menu": true
            },
            {
              "path": "securitypolicy",
              "label": "Security Policies",
              "appKey": "fortiswitch.devices.templates.securitypolicy",
              "menu": true,
              "section": "Port Policies"
            },
            {
              "path": "ddp",
              "label": "Dynamic Port Policies",
              "appKey": "fortiswitch.devices.templates.ddp",
              "menu": true,
              "section": "Port Policies"
            },
            {
              "path": "nacpolicy",
              "label": "NAC Policies",
              "appKey": "fortiswitch.devices.templates.nacpolicy",
              "menu": true
            },
            {
              "path": "lldpprofile",
              "label": "LLDP Profiles",
              "appKey": "fortiswitch.devices.templates.lldpprofile",
              "menu": true
            },
            {
              "path": "qospolicy",
              "label": "QoS Policies",
              "appKey": "fortiswitch.devices.templates.qospolicy",
              "menu": true,
              "section": "QoS Policies"
            },
            {
              "path": "queuepolicy",
              "label": "Queue Policies",
              "appKey": "fortiswitch.devices.templates.queuepolicy",
              "menu": true,
              "section": "QoS Policies"
            },
            {
              "path": "ipdscpmap",
              "label": "IP DSCP Maps",
              "appKey": "fortiswitch.devices.templates.ipdscpmap",
              "menu": true,
              "section": "QoS Policies"
            },
            {
              "path": "dot1pmap",
              "label": "802.1p Maps",
              "appKey": "fortiswitch.devices.templates.dot1pmap",
              "menu": true,
              "section": "QoS Policies"
            },
            {
              "path": "command",
              "label": "Custom Commands",
              "appKey": "fortiswitch.devices.templates.command",
              "menu": true
            },
            {
              "path": "aclassign",
              "label": "ACL Assignments",
              "appKey": "fortiswitch.devices.templates.aclassign",
              "menu": true
            },
            {
              "path": "cliconf",
              "label": "CLI Configurations",
              "appKey": "fortiswitch.devices.templates.cliconf",
              "menu": true
            }
          ]
        },
        {
          "path": "topology",
          "label": "Topology",
          "appKey": "fortiswitch.topology",
          "menu": true
        },
        {
          "path": "faceplate",
          "label": "Faceplates",
          "appKey": "fortiswitch.faceplate",
          "menu": true
        }
      ]
    },
    {
      "key": "vpn",
      "path": "/vpn",
      "appKey": "vpn",
      "label": "VPN",
      "routes": [
        {
          "path": "ipsec",
          "label": "IPsec VPN Communities",
          "appKey": "vpn.ipsec",
          "menu": true
        },
        {
          "path": "ssl_list",
          "label": "SSL-VPN Settings",
          "appKey": "vpn.ssl_list",
          "menu": true
        },
        {
          "path": "ssl_portals",
          "label": "SSL-VPN Portals",
          "appKey": "vpn.ssl_portals",
          "menu": true
        },
        {
          "path": "ssl_monitor",
          "label": "SSL-VPN Monitor",
          "appKey": "vpn.ssl_monitor",
          "menu": true
        }
      ]
    },
    {
      "key": "fext",
      "path": "/fext",
      "appKey": "fext",
      "label": "FortiExtenders",
      "routes": [
        {
          "path": "devices",
          "label": "Managed FortiExtenders",
          "appKey": "fext.devices",
          "menu": true
        },
        {
          "path": "templates",
          "label": "Extender Templates",
          "appKey": "fext.templates",
          "menu": true
        }
      ]
    },
    {
      "key": "fabric",
      "path": "/fabric",
      "appKey": "fabric",
      "label": "Security Fabric",
      "routes": [
        {
          "path": "connectors",
          "label": "Fabric Connectors",
          "appKey": "fabric.connectors",
          "menu": true
        }
      ]
    },
    {
      "key": "logview",
      "path": "/logview",
      "appKey": "logview",
      "label": "Log View",
      "routes": [
        {
          "path": "threat_hunting",
          "label": "Threat Hunting",
          "appKey": "logview.threat_hunting",
          "menu": true
        },
        {
          "path": "logs/{appUniKey}/{devType}/{_logtype}",
          "label": "Logs",
          "appKey": "logview.logs",
          "menu": false,
          "params": [
            {
              "name": "appUniKey",
              "description": "Unique key of the log app (device type family) the view belongs to.",
              "optional": false
            },
            {
              "name": "devType",
              "description": "Device type whose logs are shown.",
              "optional": false
            },
            {
              "name": "_logtype",
              "description": "Log type; may be a type and subtype joined by a dash (e.g. traffic-forward).",
              "optional": false
            }
          ],
          "navigationState": [
            "querySrc",
            "timePeriod",
            "lastN",
            "timeStart",
            "timeEnd",
            "devList",
            "search"
          ]
        },
        {
          "path": "utm-monitor/{appUniKey}/{devType}/{_logtype}",
          "label": "Security Profile Monitor",
          "appKey": "logview.utm-monitor",
          "menu": false,
          "params": [
            {
              "name": "appUniKey",
              "description": "Unique key of the log app (device type family) the view belongs to.",
              "optional": false
            },
            {
              "name": "devType",
              "description": "Device type whose logs are shown.",
              "optional": false
            },
            {
              "name": "_logtype",
              "description": "Log type; may be a type and subtype joined by a dash (e.g. traffic-forward).",
              "optional": false
            }
          ]
        },
        {
          "path": "monitor/{appUniKey}/{devType}/{_logtype}",
          "label": "Monitor",
          "appKey": "logview.monitor",
          "menu": false,
          "params": [
            {
              "name": "appUniKey",
              "description": "Unique key of the log app (device type family) the view belongs to.",
              "optional": false
            },
            {
              "name": "devType",
              "description": "Device type whose logs are shown.",
              "optional": false
            },
            {
              "name": "_logtype",
              "description": "Log type; may be a type and subtype joined by a dash (e.g. traffic-forward).",
              "optional": false
            }
          ]
        },
        {
          "path": "customviewlogs/{appUniKey}/{devType}/{viewName}",
          "label": "Custom View Logs",
          "appKey": "logview.customviewlogs",
          "menu": false,
          "params": [
            {
              "name": "appUniKey",
              "description": "Unique key of the log app (device type family) the view belongs to.",
              "optional": false
            },
            {
              "name": "devType",
              "description": "Device type whose logs are shown.",
              "optional": false
            },
            {
              "name": "viewName",
              "description": "Name of the saved custom log view.",
              "optional": false
            }
          ]
        },
        {
          "path": "logbrowse/{viewName?}",
          "label": "Log Browse",
          "appKey": "logview.logbrowse",
          "menu": true,
          "params": [
            {
              "name": "viewName",
              "description": "Log file view to open.",
              "optional": true
            }
          ]
        },
        {
          "path": "loggroups/{viewName?}",
          "label": "Log Groups",
          "appKey": "logview.loggroups",
          "menu": true,
          "params": [
            {
              "name": "viewName",
              "description": "Log group view to open.",
              "optional": true
            }
          ]
        }
      ]
    },
    {
      "key": "fortiview",
      "path": "/fortiview/{type}",
      "appKey": "fortiview",
      "label": "FortiView and Monitors",
      "params": [
        {
          "name": "type",
          "description": "ftv: FortiView dashboards; noc: monitor (NOC) dashboards.",
          "optional": false,
          "enum": [
            "ftv",
            "noc"
          ]
        }
      ],
      "customViewPath": "/fortiview/{type}/custom_view/{dashId}",
      "routes": [
        {
          "path": "fmg-dash1",
          "label": "Device Status",
          "appKey": "fortiview.fmg-dash1",
          "menu": true,
          "description": "Fixed dashboard (manager only)."
        },
        {
          "path": "faz-performance-monitor",
          "label": "Local System Performance",
          "appKey": "fortiview.faz-performance-monitor",
          "menu": true,
          "recreateOnVisit": true,
          "ftvFlavourWhenTypeFtv": true,
          "description": "Fixed dashboard, re-created on every visit; with type=ftv it is the ftv flavour."
        },
        {
          "path": "{folder}",
          "label": "Dashboard Folder",
          "appKey": "fortiview.folder",
          "menu": false,
          "sideMenu": "fortiview",
          "params": [
            {
              "name": "folder",
              "description": "Dashboard folder of the fortiview menu (custom_view for custom views).",
              "optional": false
            }
          ],
          "description": "The folder level shows the side menu of the fortiview menu.",
          "children": [
            {
              "path": "{dashId}",
              "label": "Dashboard",
              "appKey": "fortiview.dashboard",
              "menu": false,
              "params": [
                {
                  "name": "dashId",
                  "description": "Dashboard id (uuid for custom views).",
                  "optional": false
                }
              ],
              "navigationState": [
                "isEdit"
              ],
              "description": "Dashboard layout; the isEdit navigation flag opens edit mode."
            }
          ]
        }
      ]
    },
    {
      "key": "sys",
      "path": "/",
      "appKey": "sys",
      "label": "System",
      "description": "Other routes.",
      "routes": [
        {
          "path": "sys/taskmonitor",
          "label": "Task Monitor",
          "appKey": "sys.taskmonitor",
          "menu": true
        },
        {
          "path": "sys/logfetch",
          "label": "Log Fetch",
          "appKey": "sys.logfetch",
          "menu": true
        },
        {
          "path": "sys/ha",
          "label": "High Availability",
          "appKey": "sys.ha",
          "menu": true
        },
        {
          "path": "sys/certificate",
          "label": "Certificates",
          "appKey": "sys.certificate",
          "menu": true
        },
        {
          "path": "sys/alladoms",
          "label": "All ADOMs",
          "appKey": "sys.alladoms",
          "menu": true
        },
        {
          "path": "sys/fazfabric/settings",
          "label": "Analyzer Fabric Settings",
          "appKey": "sys.fazfabric.settings",
          "menu": true
        },
        {
          "path": "sys/forticare",
          "label": "FortiCare & FortiCloud",
          "appKey": "sys.forticare",
          "menu": true
        },
        {
          "path": "extension/dashboard",
          "label": "Extension Dashboard",
          "appKey": "extension.dashboard",
          "menu": true
        }
      ]
    }
  ]
} as const satisfies RouteGroupsCatalog;

/** The app keys of each route group's screens. */
export interface AppKeysByGroup {
  "dvm": "dvm.chassis" | "dvm.firmwaretemplate" | "dvm.main" | "dvm.monitors" | "dvm.prvtmpl" | "dvm.prvtmpl.ipsec" | "dvm.prvtmpl.sdwan" | "dvm.prvtmpl.system";
  "pno": "pno.obj" | "pno.obj.address" | "pno.obj.service" | "pno.pkg" | "pno.policy";
  "fortiap": "fortiap.centrallist" | "fortiap.devices.list" | "fortiap.devices.wifitemplates" | "fortiap.devices.wifitemplates.accesscontrol" | "fortiap.devices.wifitemplates.apcfgprofiles" | "fortiap.devices.wifitemplates.arrpprofiles" | "fortiap.devices.wifitemplates.bjrprofiles" | "fortiap.devices.wifitemplates.bleprofiles" | "fortiap.devices.wifitemplates.mpskprofiles" | "fortiap.devices.wifitemplates.profiles" | "fortiap.devices.wifitemplates.qosprofiles" | "fortiap.devices.wifitemplates.setting" | "fortiap.devices.wifitemplates.ssids" | "fortiap.devices.wifitemplates.widsprofiles" | "fortiap.map" | "fortiap.map.editfloor" | "fortiap.map.floor" | "fortiap.map.gmap" | "fortiap.wifitemplates" | "fortiap.wifitemplates.accesscontrol" | "fortiap.wifitemplates.apcfgprofiles" | "fortiap.wifitemplates.arrpprofiles" | "fortiap.wifitemplates.bjrprofiles" | "fortiap.wifitemplates.bleprofiles" | "fortiap.wifitemplates.mpskprofiles" | "fortiap.wifitemplates.profiles" | "fortiap.wifitemplates.qosprofiles" | "fortiap.wifitemplates.setting" | "fortiap.wifitemplates.ssids" | "fortiap.wifitemplates.widsprofiles";
  "fortiguard": "fortiguard.advanced" | "fortiguard.externalresource" | "fortiguard.firmwares" | "fortiguard.license" | "fortiguard.pkgreceive" | "fortiguard.pkgservice" | "fortiguard.queryreceive" | "fortiguard.querystatus";
  "fortisoc": "fortisoc.soar.outbreak" | "fortisoc.soar.outbreakalerts" | "fortisoc.socviews" | "fortisoc.socviews.view";
  "fortiswitch": "fortiswitch.centrallist" | "fortiswitch.devices.list" | "fortiswitch.devices.templates" | "fortiswitch.devices.templates.aclassign" | "fortiswitch.devices.templates.cliconf" | "fortiswitch.devices.templates.command" | "fortiswitch.devices.templates.ddp" | "fortiswitch.devices.templates.dot1pmap" | "fortiswitch.devices.templates.ipdscpmap" | "fortiswitch.devices.templates.lldpprofile" | "fortiswitch.devices.templates.nacpolicy" | "fortiswitch.devices.templates.qospolicy" | "fortiswitch.devices.templates.queuepolicy" | "fortiswitch.devices.templates.securitypolicy" | "fortiswitch.devices.templates.systeminterface" | "fortiswitch.faceplate" | "fortiswitch.templates" | "fortiswitch.templates.aclassign" | "fortiswitch.templates.command" | "fortiswitch.templates.ddp" | "fortiswitch.templates.dot1pmap" | "fortiswitch.templates.flset" | "fortiswitch.templates.ipdscpmap" | "fortiswitch.templates.lldpprofile" | "fortiswitch.templates.qospolicy" | "fortiswitch.templates.queuepolicy" | "fortiswitch.templates.securitypolicy" | "fortiswitch.templates.switchprofile" | "fortiswitch.templates.vdomset" | "fortiswitch.templates.vlandefinition" | "fortiswitch.topology";
  "vpn": "vpn.ipsec" | "vpn.ssl_list" | "vpn.ssl_monitor" | "vpn.ssl_portals";
  "fext": "fext.devices" | "fext.templates";
  "fabric": "fabric.connectors";
  "logview": "logview.customviewlogs" | "logview.logbrowse" | "logview.loggroups" | "logview.logs" | "logview.monitor" | "logview.threat_hunting" | "logview.utm-monitor";
  "fortiview": "fortiview.dashboard" | "fortiview.faz-performance-monitor" | "fortiview.fmg-dash1" | "fortiview.folder";
  "sys": "extension.dashboard" | "sys.alladoms" | "sys.certificate" | "sys.fazfabric.settings" | "sys.forticare" | "sys.ha" | "sys.logfetch" | "sys.taskmonitor";
}

/** The app key of any screen of the catalogue. */
export type AppKey = AppKeysByGroup[keyof AppKeysByGroup];
