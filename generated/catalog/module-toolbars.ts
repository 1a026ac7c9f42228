// generated from specs/catalog/module-toolbars.json; do not edit, run npm run codegen

export interface ModuleToolbarsCatalog {
  $schema?: string;
  description?: string;
  toolbars: {
    /**
     * Toolbar key.
     */
    toolbar: string;
    label: string;
    /**
     * @minItems 1
     */
    prefixes: [string, ...string[]];
  }[];
}

export const moduleToolbars = {
  "description": "Module toolbar chosen by route prefix; the first matching prefix wins; no match gives an empty toolbar.",
  "toolbars": [
    {
      "toolbar": "deviceManager",
      "label": "Device Manager",
      "prefixes": [
        "/dvm/main",
        "/dvm/chassis"
      ]
    },
    {
      "toolbar": "template",
      "label": "Templates",
      "prefixes": [
        "/dvm/prvtmpl",
        "/dvm/firmwaretemplate",
        "/dvm/monitors"
      ]
    },
    {
      "toolbar": "provisioning",
      "label": "Provisioning",
      "prefixes": [
        "/pno"
      ]
    },
    {
      "toolbar": "fabric",
      "label": "Fabric",
      "prefixes": [
        "/fabric"
      ]
    },
    {
      "toolbar": "extender",
      "label": "Extender",
      "prefixes": [
        "/fext"
      ]
    },
    {
      "toolbar": "accessPoint",
      "label": "Access Point",
      "prefixes": [
        "/fortiap"
      ]
    },
    {
      "toolbar": "switch",
      "label": "Switch",
      "prefixes": [
        "/fortiswitch"
      ]
    },
    {
      "toolbar": "ipsecVpn",
      "label": "IPsec VPN",
      "prefixes": [
        "/vpn/ipsec"
      ]
    },
    {
      "toolbar": "sslVpn",
      "label": "SSL VPN",
      "prefixes": [
        "/vpn/ssl_list",
        "/vpn/ssl_portals",
        "/vpn/ssl_monitor"
      ]
    },
    {
      "toolbar": "restrictedAdmin",
      "label": "Restricted Admin",
      "prefixes": [
        "/rstadm"
      ]
    }
  ]
} as const satisfies ModuleToolbarsCatalog;
