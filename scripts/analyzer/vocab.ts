/**
 * Values the generated logs draw from: field values as FortiOS logs them (applications and their categories, web
 * categories, IPS signatures, virus names, countries with their ISO 3166 numeric codes, event descriptions).
 */
export const APPS: readonly (readonly [app: string, category: string, saas: string])[] = [
  ['HTTPS.BROWSER', 'Web.Client', ''], ['SSL', 'Network.Service', ''], ['DNS', 'Network.Service', ''],
  ['YouTube', 'Video/Audio', 'YouTube'], ['Microsoft.Office.365', 'Collaboration', 'Microsoft Office 365'],
  ['Google.Services', 'General.Interest', 'Google Workspace'], ['Salesforce', 'Business', 'Salesforce'],
  ['Zoom', 'Collaboration', 'Zoom'], ['Microsoft.Teams', 'Collaboration', 'Microsoft Teams'], ['Dropbox', 'Storage.Backup', 'Dropbox'],
  ['Netflix', 'Video/Audio', 'Netflix'], ['Facebook', 'Social.Media', 'Facebook'], ['Slack', 'Collaboration', 'Slack'],
  ['SSH', 'Remote.Access', ''], ['RDP', 'Remote.Access', ''], ['NTP', 'Network.Service', ''], ['SMTP', 'Email', ''],
  ['Windows.Update', 'Update', ''], ['Apple.Update', 'Update', ''], ['BitTorrent', 'P2P', ''], ['Amazon.AWS', 'Cloud.IT', 'Amazon Web Services'],
  ['GitHub', 'Cloud.IT', 'GitHub'], ['LinkedIn', 'Social.Media', 'LinkedIn'], ['WhatsApp', 'Collaboration', 'WhatsApp'],
];
export const SERVICES: readonly string[] = ['HTTPS', 'HTTP', 'DNS', 'SSH', 'RDP', 'NTP', 'SMTP', 'IMAPS', 'SNMP', 'ICMP'];
export const WEB: readonly (readonly [host: string, category: string])[] = [
  ['www.google.com', 'Search Engines and Portals'], ['outlook.office365.com', 'Web-based Email'], ['www.youtube.com', 'Streaming Media and Download'],
  ['login.microsoftonline.com', 'Information Technology'], ['www.linkedin.com', 'Social Networking'], ['github.com', 'Information Technology'],
  ['www.bbc.co.uk', 'News and Media'], ['www.amazon.com', 'Shopping'], ['cdn.jsdelivr.net', 'Content Servers'], ['www.wikipedia.org', 'Reference'],
  ['www.espn.com', 'Sports'], ['www.booking.com', 'Travel'], ['api.slack.com', 'Information Technology'], ['www.reddit.com', 'Discussion Forums'],
  ['docs.fortinet.com', 'Information Technology'], ['www.netflix.com', 'Streaming Media and Download'], ['malware-traffic.example', 'Malicious Websites'],
  ['free-games.example', 'Games'], ['phish-login.example', 'Phishing'], ['www.chase.com', 'Finance and Banking'],
];
export const COUNTRIES: readonly (readonly [name: string, isoNumeric: string])[] = [
  ['United States', '840'], ['China', '156'], ['Russian Federation', '643'], ['Germany', '276'], ['Netherlands', '528'], ['United Kingdom', '826'],
  ['France', '250'], ['Brazil', '076'], ['India', '356'], ['Japan', '392'], ['Korea, Republic of', '410'], ['Canada', '124'],
  ['Singapore', '702'], ['Viet Nam', '704'], ['Iran, Islamic Republic of', '364'], ['Ukraine', '804'], ['Romania', '642'], ['Australia', '036'],
  ['Turkey', '792'], ['Indonesia', '360'], ['South Africa', '710'], ['Mexico', '484'], ['Poland', '616'], ['Sweden', '752'],
];
export const ATTACKS: readonly (readonly [signature: string, level: string])[] = [
  ['Apache.Log4j.Error.Log.Remote.Code.Execution', 'critical'], ['MS.SMB.Server.SMBv1.Packet.Remote.Code.Execution', 'critical'],
  ['Fortinet.FortiOS.SSL.VPN.Heap.Buffer.Overflow', 'critical'], ['Microsoft.Exchange.Server.ProxyShell.Remote.Code.Execution', 'high'],
  ['SQL.Injection.Attempt', 'high'], ['Nmap.Script.Scanner', 'medium'], ['HTTP.URI.SQL.Injection', 'high'], ['SSH.Brute.Force.Login', 'medium'],
  ['Web.Server.Password.Files.Access', 'medium'], ['PHP.CGI.Argument.Injection', 'high'], ['Bash.Function.Definitions.Remote.Code.Execution', 'critical'],
  ['TP-Link.Archer.Command.Injection', 'high'], ['ZGrab.Scanner', 'low'], ['Masscan.Scanner', 'low'],
];
export const VIRUSES: readonly (readonly [name: string, level: string])[] = [
  ['EICAR_TEST_FILE', 'low'], ['W32/Emotet.A!tr', 'critical'], ['JS/Agent.PX!tr', 'high'], ['MSOffice/Agent.BTU!tr.dldr', 'high'],
  ['W32/AgentTesla.AC!tr', 'critical'], ['PDF/Phishing.B!tr', 'medium'], ['Android/Joker.A!tr', 'medium'], ['W32/Qakbot.RB!tr', 'critical'],
  ['HTML/Phish.ABCD!tr', 'medium'], ['Linux/Mirai.B!tr', 'high'],
];
export const DDOS: readonly string[] = ['syn-flood', 'udp-flood', 'icmp-flood', 'http-get-flood', 'dns-amplification', 'tcp-port-scan', 'ntp-reflection'];
export const WAF: readonly string[] = ['SQL Injection', 'Cross Site Scripting', 'Generic Attacks', 'Known Exploits', 'Trojans', 'Information Disclosure'];
export const USERS: readonly string[] = [
  'jsmith', 'mlee', 'agarcia', 'kchen', 'rpatel', 'dwilson', 'lnguyen', 'mbrown', 'sjohnson', 'tkim', 'ewhite', 'jmartin', 'cthompson',
  'rlopez', 'hclark', 'amoore', 'pyoung', 'nking', 'bscott', 'vgreen', 'fadams', 'gbaker', 'ohall', 'qallen', 'uwright', 'ihill',
  'zcampbell', 'xmitchell', 'wroberts', 'ycarter',
];
export const OS: readonly string[] = ['Windows 11', 'Windows 10', 'macOS 14', 'Ubuntu 22.04', 'iOS 17', 'Android 14', 'ChromeOS'];
export const SSIDS: readonly string[] = ['Corp-WiFi', 'Guest', 'IoT-Devices', 'Store-POS'];
export const SYSTEM_EVENTS: readonly (readonly [description: string, level: string])[] = [
  ['Admin login successful', 'information'], ['Admin login failed', 'alert'], ['Admin logout successful', 'information'],
  ['Configuration changed', 'information'], ['FortiGuard update succeeded', 'notice'], ['Disk usage warning', 'warning'],
  ['HA member status changed', 'critical'], ['Interface status changed', 'notice'], ['System restart', 'critical'],
  ['Log disk full', 'emergency'], ['Certificate expires soon', 'warning'],
];
export const SHAPING: readonly string[] = ['shaper-voip', 'shaper-video', 'shaper-bulk', 'shaper-guest', ''];
export const FILES: readonly string[] = ['invoice_0231.pdf', 'payroll_2026.xlsx', 'setup.exe', 'report_q3.docx', 'customer_list.csv', 'update.zip', 'scan_2026.pdf'];
/** Files the FortiGates sent to the sandbox for analysis, with the sandbox's verdict on each (FortiSandbox ratings). */
export const SANDBOX_FILES: readonly (readonly [file: string, verdict: string])[] = [
  ['invoice_0231.pdf', 'clean'], ['setup.exe', 'clean'], ['report_q3.docx', 'clean'], ['update.zip', 'low risk'], ['payroll_2026.xlsx', 'clean'],
  ['installer_v2.msi', 'medium risk'], ['macro_doc.docm', 'high risk'], ['photo_viewer.exe', 'malicious'], ['shipping_label.zip', 'malicious'],
  ['resume_jdoe.doc', 'medium risk'], ['tax_form.pdf', 'clean'], ['driver_update.exe', 'low risk'], ['quote_7781.xlsm', 'high risk'],
  ['scan_2026.pdf', 'clean'],
];
/** SD-WAN performance SLA health checks (FortiOS's default ones). */
export const HEALTH_CHECKS: readonly string[] = ['Default_DNS', 'Default_Office_365', 'Default_Google Search', 'Default_FortiGuard'];
/** Servers published through the ZTNA access proxies: host name, real server address, port, service, application, access proxy. */
export const ZTNA_SERVERS: readonly (readonly [host: string, ip: string, port: number, service: string, app: string, proxy: string])[] = [
  ['crm.corp.example', '10.20.1.10', 443, 'HTTPS', 'HTTPS.BROWSER', 'ZTNA-Web'],
  ['git.corp.example', '10.20.1.21', 443, 'HTTPS', 'HTTPS.BROWSER', 'ZTNA-Web'],
  ['wiki.corp.example', '10.20.1.35', 443, 'HTTPS', 'HTTPS.BROWSER', 'ZTNA-Web'],
  ['hr.corp.example', '10.20.1.42', 443, 'HTTPS', 'HTTPS.BROWSER', 'ZTNA-Web'],
  ['rdp.corp.example', '10.20.2.15', 3389, 'RDP', 'RDP', 'ZTNA-TCP'],
  ['jump.corp.example', '10.20.2.5', 22, 'SSH', 'SSH', 'ZTNA-TCP'],
];
/** IoT devices as device detection names them: device type, hardware vendor, OS. */
export const IOT: readonly (readonly [devtype: string, vendor: string, os: string])[] = [
  ['IP Camera', 'Hikvision', 'Linux'], ['IP Camera', 'Axis', 'Linux'], ['Printer', 'HP', 'Embedded'], ['Printer', 'Brother', 'Embedded'],
  ['Smart TV', 'Samsung', 'Tizen'], ['VoIP Phone', 'Polycom', 'Linux'], ['VoIP Phone', 'Cisco', 'Embedded'], ['Media Streaming', 'Roku', 'Roku OS'],
  ['Thermostat', 'Honeywell', 'Embedded'], ['Point of Sale', 'Verifone', 'Linux'], ['Building Automation', 'Siemens', 'Embedded'],
  ['Network Storage', 'Synology', 'Linux'],
];
/** The analyzer's own CPU cores (the 4 vCPU its VM needs at least). */
export const SYSTEM_CORES = 4;
export const INTERFACES: readonly string[] = ['wan1', 'wan2', 'port1', 'port2', 'lte1', 'vpn-hq'];

/** A SQL list literal of strings. */
export function sqlList(values: readonly (string | number)[]): string {
  return `[${values.map((v) => `'${String(v).replace(/'/g, "''")}'`).join(', ')}]`;
}
