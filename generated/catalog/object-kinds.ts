// generated from specs/catalog/object-kinds.json; do not edit, run npm run codegen

/**
 * Configuration object kinds shown by the generic object screen, and the kind each route shows.
 */
export interface ObjectKindsCatalog {
  $schema?: string;
  description: string;
  /**
   * By kind key (the kind path parameter of the config-object calls).
   */
  kinds: {
    [k: string]: {
      /**
       * One object, e.g. SSID.
       */
      label: string;
      /**
       * The list, e.g. SSIDs.
       */
      plural: string;
      /**
       * The appliance's object path under pm/config/adom/{adom}/obj/ (or …/device/{device}/… for a device's objects).
       */
      category: string;
      /**
       * The module that holds the kind: the access-point or switch templates, the device manager (chassis, provisioning templates, monitors), Policy & Objects, fabric connectors, FortiExtender or VPN.
       */
      module: 'wifi' | 'switch' | 'device-manager' | 'policy-objects' | 'fabric' | 'extender' | 'vpn';
      /**
       * specs/forms/<form>.schema.json and <form>.ui.json.
       */
      form: string;
      /**
       * The field that names an object (its key in the object path).
       */
      keyField: string;
      /**
       * @minItems 1
       */
      columns: [
        {
          field: string;
          label: string;
          /**
           * For a field holding a list of entries: the entries' field the cell shows, joined (e.g. the name of each FortiGate an extender's scope member lists).
           */
          itemField?: string;
        },
        ...{
          field: string;
          label: string;
          /**
           * For a field holding a list of entries: the entries' field the cell shows, joined (e.g. the name of each FortiGate an extender's scope member lists).
           */
          itemField?: string;
        }[]
      ];
      /**
       * One object per ADOM or device: the screen is its form, not a list.
       */
      singleton: boolean;
      /**
       * Whether Clone is offered.
       */
      clone: boolean;
      /**
       * The unsaved workspace item a change of the ADOM's objects of this kind makes (workspace mode). Without it: the object category named by the kind's label. A device's own objects always make the device dirty.
       */
      dirty?: {
        /**
         * The dirty item's type, as listDirtyItems gives it.
         */
        type: 'object_category' | 'policy_package';
        /**
         * The item's name (an object category such as Firewall Addresses).
         */
        name?: string;
        /**
         * The object's field that names the item (a firewall policy's package); the item is named after the object changed.
         */
        nameField?: string;
      };
    };
  };
  /**
   * By route app key: the kind the screen shows and whose objects (the ADOM's, or one managed device's).
   */
  screens: {
    [k: string]: {
      kind: string;
      scope: 'adom' | 'device';
    };
  };
}

export const objectKinds = {
  "description": "Configuration object kinds of the console's object screens: the access-point and switch templates, and the device manager's chassis, provisioning templates and monitors, Policy & Objects, fabric connectors, FortiExtenders and VPN. Each kind names its appliance object path, its list columns and its form (specs/forms/<form>.schema.json and .ui.json); its list example is specs/examples/objects/<kind>.json. One generic screen lists, searches, sorts, exports, clones, creates, edits and deletes any kind; codegen checks this file against the forms and fills the kind parameter and the list examples of the config-object calls. The screens map gives the kind each route shows and whether it is the ADOM's objects or one device's.",
  "kinds": {
    "vap": {
      "label": "SSID",
      "plural": "SSIDs",
      "category": "wireless-controller/vap",
      "module": "wifi",
      "form": "obj-vap",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "ssid",
          "label": "SSID"
        },
        {
          "field": "security",
          "label": "Security Mode"
        },
        {
          "field": "vlanid",
          "label": "VLAN ID"
        },
        {
          "field": "band",
          "label": "Band"
        },
        {
          "field": "broadcast-ssid",
          "label": "Broadcast SSID"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "wtp-profile": {
      "label": "AP Profile",
      "plural": "AP Profiles",
      "category": "wireless-controller/wtp-profile",
      "module": "wifi",
      "form": "obj-wtp-profile",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "platform",
          "label": "Platform"
        },
        {
          "field": "ap-country",
          "label": "Country/Region"
        },
        {
          "field": "radio-1-band",
          "label": "Radio 1 Band"
        },
        {
          "field": "radio-2-band",
          "label": "Radio 2 Band"
        },
        {
          "field": "led-state",
          "label": "LEDs"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "qos-profile": {
      "label": "QoS Profile",
      "plural": "QoS Profiles",
      "category": "wireless-controller/qos-profile",
      "module": "wifi",
      "form": "obj-qos-profile",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "uplink",
          "label": "Uplink (Kbps)"
        },
        {
          "field": "downlink",
          "label": "Downlink (Kbps)"
        },
        {
          "field": "wmm",
          "label": "WMM"
        },
        {
          "field": "call-admission-control",
          "label": "Call Admission Control"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "apcfg-profile": {
      "label": "AP Configuration Profile",
      "plural": "AP Configuration Profiles",
      "category": "wireless-controller/apcfg-profile",
      "module": "wifi",
      "form": "obj-apcfg-profile",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "ap-family",
          "label": "AP Family"
        },
        {
          "field": "ac-type",
          "label": "Controller"
        },
        {
          "field": "ac-ip",
          "label": "Controller IP"
        },
        {
          "field": "ac-timer",
          "label": "Discovery Timer (s)"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "arrp-profile": {
      "label": "ARRP Profile",
      "plural": "Automatic Radio Resource Provisioning Profiles",
      "category": "wireless-controller/arrp-profile",
      "module": "wifi",
      "form": "obj-arrp-profile",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "selection-period",
          "label": "Selection Period (s)"
        },
        {
          "field": "monitor-period",
          "label": "Monitor Period (s)"
        },
        {
          "field": "include-dfs-channel",
          "label": "DFS Channels"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "mpsk-profile": {
      "label": "MPSK Profile",
      "plural": "Multiple Pre-Shared Key Profiles",
      "category": "wireless-controller/mpsk-profile",
      "module": "wifi",
      "form": "obj-mpsk-profile",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "mpsk-concurrent-clients",
          "label": "Concurrent Clients"
        },
        {
          "field": "mpsk-group",
          "label": "Key Groups"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "bonjour-profile": {
      "label": "Bonjour Relay Profile",
      "plural": "Bonjour Relay Profiles",
      "category": "wireless-controller/bonjour-profile",
      "module": "wifi",
      "form": "obj-bonjour-profile",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "services",
          "label": "Services"
        },
        {
          "field": "from-vlan",
          "label": "From VLANs"
        },
        {
          "field": "to-vlan",
          "label": "To VLANs"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "ble-profile": {
      "label": "BLE Profile",
      "plural": "Bluetooth Low Energy Profiles",
      "category": "wireless-controller/ble-profile",
      "module": "wifi",
      "form": "obj-ble-profile",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "advertising",
          "label": "Advertising"
        },
        {
          "field": "ibeacon-uuid",
          "label": "iBeacon UUID"
        },
        {
          "field": "major-id",
          "label": "Major ID"
        },
        {
          "field": "minor-id",
          "label": "Minor ID"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "wids-profile": {
      "label": "WIDS Profile",
      "plural": "Wireless Intrusion Detection Profiles",
      "category": "wireless-controller/wids-profile",
      "module": "wifi",
      "form": "obj-wids-profile",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "sensor-mode",
          "label": "Sensor Mode"
        },
        {
          "field": "ap-scan",
          "label": "Rogue AP Scan"
        },
        {
          "field": "ap-bgscan-period",
          "label": "Background Scan Period (s)"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "access-control-list": {
      "label": "Access Control List",
      "plural": "Access Control Lists",
      "category": "wireless-controller/access-control-list",
      "module": "wifi",
      "form": "obj-access-control-list",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "layer3-ipv4-rules",
          "label": "IPv4 Rules"
        },
        {
          "field": "comment",
          "label": "Comments"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "setting": {
      "label": "WiFi Setting",
      "plural": "Settings",
      "category": "wireless-controller/setting",
      "module": "wifi",
      "form": "obj-setting",
      "keyField": "name",
      "columns": [
        {
          "field": "country",
          "label": "Country/Region"
        },
        {
          "field": "duplicate-ssid",
          "label": "Allow Duplicate SSIDs"
        },
        {
          "field": "darrp-optimize",
          "label": "DARRP Optimization Interval (s)"
        }
      ],
      "singleton": true,
      "clone": false
    },
    "switch-profile": {
      "label": "Switch Profile",
      "plural": "Switch Profiles",
      "category": "switch-controller/switch-profile",
      "module": "switch",
      "form": "obj-switch-profile",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "login-passwd-override",
          "label": "Override Admin Password"
        },
        {
          "field": "revision-backup-on-logout",
          "label": "Back Up Configuration on Logout"
        },
        {
          "field": "revision-backup-on-upgrade",
          "label": "Back Up Configuration on Upgrade"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "vlan": {
      "label": "VLAN Definition",
      "plural": "VLAN Definitions",
      "category": "fsp/vlan",
      "module": "switch",
      "form": "obj-vlan",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "vlanid",
          "label": "VLAN ID"
        },
        {
          "field": "ip",
          "label": "IP/Netmask"
        },
        {
          "field": "dhcp-server",
          "label": "DHCP Server"
        },
        {
          "field": "comments",
          "label": "Comments"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "fortilink-settings": {
      "label": "FortiLink Setting",
      "plural": "FortiLink Settings",
      "category": "switch-controller/fortilink-settings",
      "module": "switch",
      "form": "obj-fortilink-settings",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "fortilink",
          "label": "FortiLink Interface"
        },
        {
          "field": "inactive-timer",
          "label": "Inactive Timer (min)"
        },
        {
          "field": "access-vlan-mode",
          "label": "Access VLAN Mode"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "vdom-settings": {
      "label": "VDOM Setting",
      "plural": "VDOM Settings",
      "category": "switch-controller/vdom-settings",
      "module": "switch",
      "form": "obj-vdom-settings",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "vdom",
          "label": "VDOM"
        },
        {
          "field": "switch-controller-nac",
          "label": "NAC Policies"
        },
        {
          "field": "dynamic-port-policy",
          "label": "Dynamic Port Policies"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "security-policy-8021x": {
      "label": "802.1X Security Policy",
      "plural": "Security Policies",
      "category": "switch-controller.security-policy/802-1X",
      "module": "switch",
      "form": "obj-security-policy-8021x",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "security-mode",
          "label": "Security Mode"
        },
        {
          "field": "user-group",
          "label": "User Groups"
        },
        {
          "field": "mac-auth-bypass",
          "label": "MAC Authentication Bypass"
        },
        {
          "field": "guest-vlan",
          "label": "Guest VLAN"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "dynamic-port-policy": {
      "label": "Dynamic Port Policy",
      "plural": "Dynamic Port Policies",
      "category": "switch-controller/dynamic-port-policy",
      "module": "switch",
      "form": "obj-dynamic-port-policy",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "fortilink",
          "label": "FortiLink Interface"
        },
        {
          "field": "policy",
          "label": "Policies"
        },
        {
          "field": "description",
          "label": "Description"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "lldp-profile": {
      "label": "LLDP Profile",
      "plural": "LLDP Profiles",
      "category": "switch-controller/lldp-profile",
      "module": "switch",
      "form": "obj-lldp-profile",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "med-tlvs",
          "label": "LLDP-MED TLVs"
        },
        {
          "field": "auto-isl",
          "label": "Auto Inter-Switch Link"
        },
        {
          "field": "auto-isl-hello-timer",
          "label": "ISL Hello Timer (s)"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "qos-policy": {
      "label": "QoS Policy",
      "plural": "QoS Policies",
      "category": "switch-controller.qos/qos-policy",
      "module": "switch",
      "form": "obj-qos-policy",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "default-cos",
          "label": "Default CoS"
        },
        {
          "field": "trust-dot1p-map",
          "label": "Trusted 802.1p Map"
        },
        {
          "field": "trust-ip-dscp-map",
          "label": "Trusted IP DSCP Map"
        },
        {
          "field": "queue-policy",
          "label": "Queue Policy"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "queue-policy": {
      "label": "Queue Policy",
      "plural": "Queue Policies",
      "category": "switch-controller.qos/queue-policy",
      "module": "switch",
      "form": "obj-queue-policy",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "schedule",
          "label": "Schedule"
        },
        {
          "field": "rate-by",
          "label": "Rate By"
        },
        {
          "field": "cos-queue",
          "label": "CoS Queues"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "ip-dscp-map": {
      "label": "IP DSCP Map",
      "plural": "IP DSCP Maps",
      "category": "switch-controller.qos/ip-dscp-map",
      "module": "switch",
      "form": "obj-ip-dscp-map",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "description",
          "label": "Description"
        },
        {
          "field": "map",
          "label": "Mappings"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "dot1p-map": {
      "label": "802.1p Map",
      "plural": "802.1p Maps",
      "category": "switch-controller.qos/dot1p-map",
      "module": "switch",
      "form": "obj-dot1p-map",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "description",
          "label": "Description"
        },
        {
          "field": "egress-pri-tagging",
          "label": "Egress Priority Tagging"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "custom-command": {
      "label": "Custom Command",
      "plural": "Custom Commands",
      "category": "switch-controller/custom-command",
      "module": "switch",
      "form": "obj-custom-command",
      "keyField": "command-name",
      "columns": [
        {
          "field": "command-name",
          "label": "Command Name"
        },
        {
          "field": "description",
          "label": "Description"
        },
        {
          "field": "command",
          "label": "Command"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "acl-assignment": {
      "label": "ACL Assignment",
      "plural": "ACL Assignments",
      "category": "switch-controller.acl/group",
      "module": "switch",
      "form": "obj-acl-assignment",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "ingress",
          "label": "Ingress ACL IDs"
        },
        {
          "field": "ports",
          "label": "Ports"
        },
        {
          "field": "description",
          "label": "Description"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "system-interface": {
      "label": "System Interface",
      "plural": "System Interfaces",
      "category": "switch-controller/system-interface",
      "module": "switch",
      "form": "obj-system-interface",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "mode",
          "label": "Addressing Mode"
        },
        {
          "field": "ip",
          "label": "IP/Netmask"
        },
        {
          "field": "vlanid",
          "label": "VLAN ID"
        },
        {
          "field": "allowaccess",
          "label": "Administrative Access"
        },
        {
          "field": "status",
          "label": "Status"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "nac-policy": {
      "label": "NAC Policy",
      "plural": "NAC Policies",
      "category": "user/nac-policy",
      "module": "switch",
      "form": "obj-nac-policy",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "category",
          "label": "Category"
        },
        {
          "field": "status",
          "label": "Status"
        },
        {
          "field": "hw-vendor",
          "label": "Hardware Vendor"
        },
        {
          "field": "switch-mac-policy",
          "label": "MAC Policy"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "cli-template": {
      "label": "CLI Configuration",
      "plural": "CLI Configurations",
      "category": "switch-controller/cli-template",
      "module": "switch",
      "form": "obj-cli-template",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "type",
          "label": "Type"
        },
        {
          "field": "description",
          "label": "Description"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "chassis": {
      "label": "Chassis",
      "plural": "Chassis",
      "category": "dvmdb/chassis",
      "module": "device-manager",
      "form": "obj-chassis",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "chassis-type",
          "label": "Chassis Type"
        },
        {
          "field": "ip",
          "label": "Management IP"
        },
        {
          "field": "slot-assignment",
          "label": "Blades",
          "itemField": "device"
        },
        {
          "field": "location",
          "label": "Location"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "system-template": {
      "label": "System Template",
      "plural": "System Templates",
      "category": "devprof/system",
      "module": "device-manager",
      "form": "obj-system-template",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "dns-primary",
          "label": "Primary DNS"
        },
        {
          "field": "ntp-type",
          "label": "NTP Server"
        },
        {
          "field": "timezone",
          "label": "Time Zone"
        },
        {
          "field": "devices",
          "label": "Assigned Devices"
        },
        {
          "field": "description",
          "label": "Description"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "ipsec-template": {
      "label": "IPsec Tunnel Template",
      "plural": "IPsec Tunnel Templates",
      "category": "template/ipsec-tunnel",
      "module": "device-manager",
      "form": "obj-ipsec-template",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "role",
          "label": "Role"
        },
        {
          "field": "interface",
          "label": "Outgoing Interface"
        },
        {
          "field": "remote-gw",
          "label": "Remote Gateway"
        },
        {
          "field": "authmethod",
          "label": "Authentication"
        },
        {
          "field": "devices",
          "label": "Assigned Devices"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "sdwan-template": {
      "label": "SD-WAN Template",
      "plural": "SD-WAN Templates",
      "category": "wanprof/system/sdwan",
      "module": "device-manager",
      "form": "obj-sdwan-template",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "members",
          "label": "Interface Members"
        },
        {
          "field": "load-balance-mode",
          "label": "Load Balancing"
        },
        {
          "field": "health-check-server",
          "label": "Health Check Server"
        },
        {
          "field": "devices",
          "label": "Assigned Devices"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "device-monitor": {
      "label": "Device Monitor",
      "plural": "Device Monitors",
      "category": "dvm/monitor",
      "module": "device-manager",
      "form": "obj-device-monitor",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "device",
          "label": "Device"
        },
        {
          "field": "metric",
          "label": "Metric"
        },
        {
          "field": "threshold",
          "label": "Threshold"
        },
        {
          "field": "interval",
          "label": "Check Interval (s)"
        },
        {
          "field": "severity",
          "label": "Severity"
        },
        {
          "field": "status",
          "label": "Status"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "policy-package": {
      "label": "Policy Package",
      "plural": "Policy Packages",
      "category": "pm/pkg",
      "module": "policy-objects",
      "form": "obj-policy-package",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "install-targets",
          "label": "Installation Targets"
        },
        {
          "field": "ngfw-mode",
          "label": "NGFW Mode"
        },
        {
          "field": "inspection-mode",
          "label": "Inspection Mode"
        },
        {
          "field": "central-nat",
          "label": "Central SNAT"
        },
        {
          "field": "comments",
          "label": "Comments"
        }
      ],
      "singleton": false,
      "clone": true,
      "dirty": {
        "type": "policy_package",
        "nameField": "name"
      }
    },
    "firewall-policy": {
      "label": "Firewall Policy",
      "plural": "Firewall Policies",
      "category": "pm/pkg/{package}/firewall/policy",
      "module": "policy-objects",
      "form": "obj-firewall-policy",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "package",
          "label": "Policy Package"
        },
        {
          "field": "policyid",
          "label": "ID"
        },
        {
          "field": "srcintf",
          "label": "Incoming Interface"
        },
        {
          "field": "dstintf",
          "label": "Outgoing Interface"
        },
        {
          "field": "srcaddr",
          "label": "Source"
        },
        {
          "field": "dstaddr",
          "label": "Destination"
        },
        {
          "field": "service",
          "label": "Service"
        },
        {
          "field": "action",
          "label": "Action"
        },
        {
          "field": "status",
          "label": "Status"
        }
      ],
      "singleton": false,
      "clone": true,
      "dirty": {
        "type": "policy_package",
        "nameField": "package"
      }
    },
    "address": {
      "label": "Address",
      "plural": "Addresses",
      "category": "firewall/address",
      "module": "policy-objects",
      "form": "obj-address",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "type",
          "label": "Type"
        },
        {
          "field": "subnet",
          "label": "IP/Netmask"
        },
        {
          "field": "fqdn",
          "label": "FQDN"
        },
        {
          "field": "associated-interface",
          "label": "Interface"
        },
        {
          "field": "comment",
          "label": "Comments"
        }
      ],
      "singleton": false,
      "clone": true,
      "dirty": {
        "type": "object_category",
        "name": "Firewall Addresses"
      }
    },
    "service": {
      "label": "Service",
      "plural": "Services",
      "category": "firewall/service/custom",
      "module": "policy-objects",
      "form": "obj-service",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "category",
          "label": "Category"
        },
        {
          "field": "protocol",
          "label": "Protocol Type"
        },
        {
          "field": "tcp-portrange",
          "label": "TCP Port Range"
        },
        {
          "field": "udp-portrange",
          "label": "UDP Port Range"
        },
        {
          "field": "comment",
          "label": "Comments"
        }
      ],
      "singleton": false,
      "clone": true,
      "dirty": {
        "type": "object_category",
        "name": "Firewall Services"
      }
    },
    "fabric-connector": {
      "label": "Fabric Connector",
      "plural": "Fabric Connectors",
      "category": "system/sdn-connector",
      "module": "fabric",
      "form": "obj-fabric-connector",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "type",
          "label": "Type"
        },
        {
          "field": "status",
          "label": "Status"
        },
        {
          "field": "region",
          "label": "Region"
        },
        {
          "field": "server",
          "label": "Server"
        },
        {
          "field": "update-interval",
          "label": "Update Interval (s)"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "extender": {
      "label": "FortiExtender",
      "plural": "FortiExtenders",
      "category": "extension-controller/extender",
      "module": "extender",
      "form": "obj-extender",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "id",
          "label": "Serial Number"
        },
        {
          "field": "model",
          "label": "Model"
        },
        {
          "field": "_sw_version",
          "label": "Firmware"
        },
        {
          "field": "scope member",
          "label": "Managed By",
          "itemField": "name"
        },
        {
          "field": "authorized",
          "label": "Authorization"
        },
        {
          "field": "profile",
          "label": "Extender Template"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "extender-profile": {
      "label": "Extender Template",
      "plural": "Extender Templates",
      "category": "extension-controller/extender-profile",
      "module": "extender",
      "form": "obj-extender-profile",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "model",
          "label": "Model"
        },
        {
          "field": "extension",
          "label": "Extension"
        },
        {
          "field": "default-sim",
          "label": "Default SIM"
        },
        {
          "field": "bandwidth-limit",
          "label": "Bandwidth Limit (Mbps)"
        },
        {
          "field": "allowaccess",
          "label": "Administrative Access"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "vpn-community": {
      "label": "IPsec VPN Community",
      "plural": "IPsec VPN Communities",
      "category": "vpnmgr/vpntable",
      "module": "vpn",
      "form": "obj-vpn-community",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "topology",
          "label": "Topology"
        },
        {
          "field": "ike-version",
          "label": "IKE Version"
        },
        {
          "field": "authmethod",
          "label": "Authentication"
        },
        {
          "field": "proposal",
          "label": "Proposals"
        },
        {
          "field": "description",
          "label": "Description"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "ssl-vpn-setting": {
      "label": "SSL-VPN Settings",
      "plural": "SSL-VPN Settings",
      "category": "vpn/ssl/settings",
      "module": "vpn",
      "form": "obj-ssl-vpn-setting",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "FortiGate"
        },
        {
          "field": "status",
          "label": "SSL-VPN"
        },
        {
          "field": "port",
          "label": "Port"
        },
        {
          "field": "source-interface",
          "label": "Listen on Interfaces"
        },
        {
          "field": "servercert",
          "label": "Server Certificate"
        },
        {
          "field": "default-portal",
          "label": "Default Portal"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "ssl-vpn-portal": {
      "label": "SSL-VPN Portal",
      "plural": "SSL-VPN Portals",
      "category": "vpn.ssl.web/portal",
      "module": "vpn",
      "form": "obj-ssl-vpn-portal",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "tunnel-mode",
          "label": "Tunnel Mode"
        },
        {
          "field": "split-tunneling",
          "label": "Split Tunneling"
        },
        {
          "field": "web-mode",
          "label": "Web Mode"
        },
        {
          "field": "ip-pools",
          "label": "Source IP Pools"
        },
        {
          "field": "limit-user-logins",
          "label": "One Session per User"
        }
      ],
      "singleton": false,
      "clone": true
    },
    "ssl-vpn-monitor": {
      "label": "SSL-VPN Monitor",
      "plural": "SSL-VPN Monitors",
      "category": "vpn/ssl/monitor",
      "module": "vpn",
      "form": "obj-ssl-vpn-monitor",
      "keyField": "name",
      "columns": [
        {
          "field": "name",
          "label": "Name"
        },
        {
          "field": "device",
          "label": "FortiGate"
        },
        {
          "field": "max-users",
          "label": "Connected Users Alert"
        },
        {
          "field": "tunnel-usage-threshold",
          "label": "Pool Usage Alert (%)"
        },
        {
          "field": "interval",
          "label": "Check Interval (s)"
        },
        {
          "field": "status",
          "label": "Status"
        }
      ],
      "singleton": false,
      "clone": true
    }
  },
  "screens": {
    "fortiap.wifitemplates.ssids": {
      "kind": "vap",
      "scope": "adom"
    },
    "fortiap.devices.wifitemplates.ssids": {
      "kind": "vap",
      "scope": "device"
    },
    "fortiap.wifitemplates.profiles": {
      "kind": "wtp-profile",
      "scope": "adom"
    },
    "fortiap.devices.wifitemplates.profiles": {
      "kind": "wtp-profile",
      "scope": "device"
    },
    "fortiap.wifitemplates.qosprofiles": {
      "kind": "qos-profile",
      "scope": "adom"
    },
    "fortiap.devices.wifitemplates.qosprofiles": {
      "kind": "qos-profile",
      "scope": "device"
    },
    "fortiap.wifitemplates.apcfgprofiles": {
      "kind": "apcfg-profile",
      "scope": "adom"
    },
    "fortiap.devices.wifitemplates.apcfgprofiles": {
      "kind": "apcfg-profile",
      "scope": "device"
    },
    "fortiap.wifitemplates.arrpprofiles": {
      "kind": "arrp-profile",
      "scope": "adom"
    },
    "fortiap.devices.wifitemplates.arrpprofiles": {
      "kind": "arrp-profile",
      "scope": "device"
    },
    "fortiap.wifitemplates.mpskprofiles": {
      "kind": "mpsk-profile",
      "scope": "adom"
    },
    "fortiap.devices.wifitemplates.mpskprofiles": {
      "kind": "mpsk-profile",
      "scope": "device"
    },
    "fortiap.wifitemplates.bjrprofiles": {
      "kind": "bonjour-profile",
      "scope": "adom"
    },
    "fortiap.devices.wifitemplates.bjrprofiles": {
      "kind": "bonjour-profile",
      "scope": "device"
    },
    "fortiap.wifitemplates.bleprofiles": {
      "kind": "ble-profile",
      "scope": "adom"
    },
    "fortiap.devices.wifitemplates.bleprofiles": {
      "kind": "ble-profile",
      "scope": "device"
    },
    "fortiap.wifitemplates.widsprofiles": {
      "kind": "wids-profile",
      "scope": "adom"
    },
    "fortiap.devices.wifitemplates.widsprofiles": {
      "kind": "wids-profile",
      "scope": "device"
    },
    "fortiap.wifitemplates.accesscontrol": {
      "kind": "access-control-list",
      "scope": "adom"
    },
    "fortiap.devices.wifitemplates.accesscontrol": {
      "kind": "access-control-list",
      "scope": "device"
    },
    "fortiap.wifitemplates.setting": {
      "kind": "setting",
      "scope": "adom"
    },
    "fortiap.devices.wifitemplates.setting": {
      "kind": "setting",
      "scope": "device"
    },
    "fortiswitch.templates.switchprofile": {
      "kind": "switch-profile",
      "scope": "adom"
    },
    "fortiswitch.templates.vlandefinition": {
      "kind": "vlan",
      "scope": "adom"
    },
    "fortiswitch.templates.flset": {
      "kind": "fortilink-settings",
      "scope": "adom"
    },
    "fortiswitch.templates.vdomset": {
      "kind": "vdom-settings",
      "scope": "adom"
    },
    "fortiswitch.templates.securitypolicy": {
      "kind": "security-policy-8021x",
      "scope": "adom"
    },
    "fortiswitch.templates.ddp": {
      "kind": "dynamic-port-policy",
      "scope": "adom"
    },
    "fortiswitch.templates.lldpprofile": {
      "kind": "lldp-profile",
      "scope": "adom"
    },
    "fortiswitch.templates.qospolicy": {
      "kind": "qos-policy",
      "scope": "adom"
    },
    "fortiswitch.templates.queuepolicy": {
      "kind": "queue-policy",
      "scope": "adom"
    },
    "fortiswitch.templates.ipdscpmap": {
      "kind": "ip-dscp-map",
      "scope": "adom"
    },
    "fortiswitch.templates.dot1pmap": {
      "kind": "dot1p-map",
      "scope": "adom"
    },
    "fortiswitch.templates.command": {
      "kind": "custom-command",
      "scope": "adom"
    },
    "fortiswitch.templates.aclassign": {
      "kind": "acl-assignment",
      "scope": "adom"
    },
    "fortiswitch.devices.templates.systeminterface": {
      "kind": "system-interface",
      "scope": "device"
    },
    "fortiswitch.devices.templates.securitypolicy": {
      "kind": "security-policy-8021x",
      "scope": "device"
    },
    "fortiswitch.devices.templates.ddp": {
      "kind": "dynamic-port-policy",
      "scope": "device"
    },
    "fortiswitch.devices.templates.nacpolicy": {
      "kind": "nac-policy",
      "scope": "device"
    },
    "fortiswitch.devices.templates.lldpprofile": {
      "kind": "lldp-profile",
      "scope": "device"
    },
    "fortiswitch.devices.templates.qospolicy": {
      "kind": "qos-policy",
      "scope": "device"
    },
    "fortiswitch.devices.templates.queuepolicy": {
      "kind": "queue-policy",
      "scope": "device"
    },
    "fortiswitch.devices.templates.ipdscpmap": {
      "kind": "ip-dscp-map",
      "scope": "device"
    },
    "fortiswitch.devices.templates.dot1pmap": {
      "kind": "dot1p-map",
      "scope": "device"
    },
    "fortiswitch.devices.templates.command": {
      "kind": "custom-command",
      "scope": "device"
    },
    "fortiswitch.devices.templates.aclassign": {
      "kind": "acl-assignment",
      "scope": "device"
    },
    "fortiswitch.devices.templates.cliconf": {
      "kind": "cli-template",
      "scope": "device"
    },
    "dvm.chassis": {
      "kind": "chassis",
      "scope": "adom"
    },
    "dvm.prvtmpl.system": {
      "kind": "system-template",
      "scope": "adom"
    },
    "dvm.prvtmpl.ipsec": {
      "kind": "ipsec-template",
      "scope": "adom"
    },
    "dvm.prvtmpl.sdwan": {
      "kind": "sdwan-template",
      "scope": "adom"
    },
    "dvm.monitors": {
      "kind": "device-monitor",
      "scope": "adom"
    },
    "pno.pkg": {
      "kind": "policy-package",
      "scope": "adom"
    },
    "pno.policy": {
      "kind": "firewall-policy",
      "scope": "adom"
    },
    "pno.obj.address": {
      "kind": "address",
      "scope": "adom"
    },
    "pno.obj.service": {
      "kind": "service",
      "scope": "adom"
    },
    "fabric.connectors": {
      "kind": "fabric-connector",
      "scope": "adom"
    },
    "fext.devices": {
      "kind": "extender",
      "scope": "adom"
    },
    "fext.templates": {
      "kind": "extender-profile",
      "scope": "adom"
    },
    "vpn.ipsec": {
      "kind": "vpn-community",
      "scope": "adom"
    },
    "vpn.ssl_list": {
      "kind": "ssl-vpn-setting",
      "scope": "adom"
    },
    "vpn.ssl_portals": {
      "kind": "ssl-vpn-portal",
      "scope": "adom"
    },
    "vpn.ssl_monitor": {
      "kind": "ssl-vpn-monitor",
      "scope": "adom"
    }
  }
} as const satisfies ObjectKindsCatalog;
