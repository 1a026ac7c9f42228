// generated from specs/forms/obj-system-template.schema.json and obj-system-template.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-4c423ba6"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"description":{"type":"string","title":"Description","maxLength":255,"errorMessage":{"maxLength":"Description cannot be longer than 255 characters."}},"dns-primary":{"type":"string","title":"Primary DNS Server","pattern":"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$","errorMessage":{"pattern":"Enter an IPv4 address, e.g. 10.10.20.1."},"default":"96.45.45.45"},"dns-secondary":{"type":"string","title":"Secondary DNS Server","pattern":"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$","errorMessage":{"pattern":"Enter an IPv4 address, e.g. 10.10.20.1."},"default":"96.45.46.46"},"ntp-type":{"type":"string","title":"NTP Server","oneOf":[{"const":"fortiguard","title":"FortiGuard"},{"const":"custom","title":"Custom"}],"default":"fortiguard"},"ntp-server":{"type":"string","title":"Custom NTP Server","pattern":"^(((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})$","errorMessage":{"pattern":"Enter an IPv4 address or a host name, e.g. 203.0.113.10 or vpn.example.com."}},"timezone":{"type":"string","title":"Time Zone","oneOf":[{"const":"America/New_York","title":"(GMT-5:00) Eastern Time (US & Canada)"},{"const":"America/Chicago","title":"(GMT-6:00) Central Time (US & Canada)"},{"const":"America/Denver","title":"(GMT-7:00) Mountain Time (US & Canada)"},{"const":"America/Phoenix","title":"(GMT-7:00) Arizona"},{"const":"America/Los_Angeles","title":"(GMT-8:00) Pacific Time (US & Canada)"},{"const":"Europe/London","title":"(GMT+0:00) London"},{"const":"Europe/Amsterdam","title":"(GMT+1:00) Amsterdam, Berlin, Rome"},{"const":"UTC","title":"(GMT+0:00) Coordinated Universal Time"}],"default":"America/New_York"},"admintimeout":{"type":"integer","title":"Idle Timeout (min)","minimum":1,"maximum":480,"errorMessage":{"minimum":"Idle Timeout (min) must be between 1 and 480.","maximum":"Idle Timeout (min) must be between 1 and 480.","type":"Idle Timeout (min) must be a whole number."},"default":15},"admin-sport":{"type":"integer","title":"HTTPS Port","minimum":1,"maximum":65535,"errorMessage":{"minimum":"HTTPS Port must be between 1 and 65535.","maximum":"HTTPS Port must be between 1 and 65535.","type":"HTTPS Port must be a whole number."},"default":443},"alert-email":{"type":"string","title":"Alert Email","pattern":"^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$","errorMessage":{"pattern":"Enter an email address, e.g. noc@example.com."}},"log-fortianalyzer":{"type":"string","title":"Send Logs to FortiAnalyzer","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"enable"},"devices":{"type":"array","title":"Assigned Devices","uniqueItems":true,"items":{"type":"string","title":"Device","minLength":1,"maxLength":35,"errorMessage":{"minLength":"This field is required.","maxLength":"An entry cannot be longer than 35 characters."}},"description":"Managed FortiGates the template is installed on."}},"errorMessage":{"required":{"name":"This field is required."}},"allOf":[{"if":{"properties":{"ntp-type":{"const":"custom"}},"required":["ntp-type"]},"then":{"required":["ntp-server"],"errorMessage":{"required":{"ntp-server":"Enter the NTP server to synchronise with."}}}}],"$id":"-4c423ba6"};
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const pattern5 = new RegExp("^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$", "u");
const pattern7 = new RegExp("^(((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})$", "u");
const pattern8 = new RegExp("^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", "u");

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data["ntp-type"] === undefined) && (missing0 = "ntp-type")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data["ntp-type"] !== undefined){
if("custom" !== data["ntp-type"]){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["ntp-server"] === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "ntp-server"},message:"must have required property '"+"ntp-server"+"'",schema:schema53.allOf[0].then.required,parentSchema:schema53.allOf[0].then,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"required":{"ntp-server":[]}};
const templates0 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#/allOf/0/then") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(14)))){
emPropParams0 = obj0[err3.keyword];
emParamsErrors0 = emErrors0[err3.keyword][err3.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err3);
err3.emUsed = true;
}
}
}
for(const key0 in emErrors0){
for(const keyProp0 in emErrors0[key0]){
emParamsErrors0 = emErrors0[key0][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates0[key0] && templates0[key0][keyProp0];
const err4 = {instancePath,schemaPath:"#/allOf/0/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.allOf[0].then.errorMessage[key0][keyProp0],schema:schema53.allOf[0].then.errorMessage,parentSchema:schema53.allOf[0].then,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err6 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[0].if,parentSchema:schema53.allOf[0],data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func1(data1) > 35){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func1(data1) < 1){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern4.test(data1)){
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates1 = {};
for(const err12 of vErrors){
if((((((err12.keyword !== "errorMessage") && (!err12.emUsed)) && (err12.instancePath === instancePath+"/name")) && (err12.keyword in emErrors1)) && (err12.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err12.schemaPath.slice(17)))){
emErrors1[err12.keyword].push(err12);
err12.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err13 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties.name.errorMessage[key1],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
const emErrs1 = [];
for(const err14 of vErrors){
if(!err14.emUsed){
emErrs1.push(err14);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.description !== undefined){
let data2 = data.description;
if(typeof data2 === "string"){
if(func1(data2) > 255){
const err15 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema53.properties.description,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.description.type,parentSchema:schema53.properties.description,data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"maxLength":[]};
const templates2 = {};
for(const err17 of vErrors){
if((((((err17.keyword !== "errorMessage") && (!err17.emUsed)) && (err17.instancePath === instancePath+"/description")) && (err17.keyword in emErrors2)) && (err17.schemaPath.indexOf("#/properties/description") === 0)) && (/^\/[^\/]*$/.test(err17.schemaPath.slice(24)))){
emErrors2[err17.keyword].push(err17);
err17.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err18 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties.description.errorMessage[key2],schema:schema53.properties.description.errorMessage,parentSchema:schema53.properties.description,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
const emErrs2 = [];
for(const err19 of vErrors){
if(!err19.emUsed){
emErrs2.push(err19);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data["dns-primary"] !== undefined){
let data3 = data["dns-primary"];
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err20 = {instancePath:instancePath+"/dns-primary",schemaPath:"#/properties/dns-primary/pattern",keyword:"pattern",params:{pattern: "^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$"},message:"must match pattern \""+"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$"+"\"",schema:"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$",parentSchema:schema53.properties["dns-primary"],data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/dns-primary",schemaPath:"#/properties/dns-primary/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["dns-primary"].type,parentSchema:schema53.properties["dns-primary"],data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"pattern":[]};
const templates3 = {};
for(const err22 of vErrors){
if((((((err22.keyword !== "errorMessage") && (!err22.emUsed)) && (err22.instancePath === instancePath+"/dns-primary")) && (err22.keyword in emErrors3)) && (err22.schemaPath.indexOf("#/properties/dns-primary") === 0)) && (/^\/[^\/]*$/.test(err22.schemaPath.slice(24)))){
emErrors3[err22.keyword].push(err22);
err22.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err23 = {instancePath:instancePath+"/dns-primary",schemaPath:"#/properties/dns-primary/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.properties["dns-primary"].errorMessage[key3],schema:schema53.properties["dns-primary"].errorMessage,parentSchema:schema53.properties["dns-primary"],data:data3};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
const emErrs3 = [];
for(const err24 of vErrors){
if(!err24.emUsed){
emErrs3.push(err24);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data["dns-secondary"] !== undefined){
let data4 = data["dns-secondary"];
if(typeof data4 === "string"){
if(!pattern5.test(data4)){
const err25 = {instancePath:instancePath+"/dns-secondary",schemaPath:"#/properties/dns-secondary/pattern",keyword:"pattern",params:{pattern: "^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$"},message:"must match pattern \""+"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$"+"\"",schema:"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$",parentSchema:schema53.properties["dns-secondary"],data:data4};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/dns-secondary",schemaPath:"#/properties/dns-secondary/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["dns-secondary"].type,parentSchema:schema53.properties["dns-secondary"],data:data4};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"pattern":[]};
const templates4 = {};
for(const err27 of vErrors){
if((((((err27.keyword !== "errorMessage") && (!err27.emUsed)) && (err27.instancePath === instancePath+"/dns-secondary")) && (err27.keyword in emErrors4)) && (err27.schemaPath.indexOf("#/properties/dns-secondary") === 0)) && (/^\/[^\/]*$/.test(err27.schemaPath.slice(26)))){
emErrors4[err27.keyword].push(err27);
err27.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err28 = {instancePath:instancePath+"/dns-secondary",schemaPath:"#/properties/dns-secondary/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema53.properties["dns-secondary"].errorMessage[key4],schema:schema53.properties["dns-secondary"].errorMessage,parentSchema:schema53.properties["dns-secondary"],data:data4};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
const emErrs4 = [];
for(const err29 of vErrors){
if(!err29.emUsed){
emErrs4.push(err29);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data["ntp-type"] !== undefined){
let data5 = data["ntp-type"];
if(typeof data5 !== "string"){
const err30 = {instancePath:instancePath+"/ntp-type",schemaPath:"#/properties/ntp-type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["ntp-type"].type,parentSchema:schema53.properties["ntp-type"],data:data5};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
const _errs17 = errors;
let valid4 = false;
let passing0 = null;
const _errs18 = errors;
if("fortiguard" !== data5){
const err31 = {instancePath:instancePath+"/ntp-type",schemaPath:"#/properties/ntp-type/oneOf/0/const",keyword:"const",params:{allowedValue: "fortiguard"},message:"must be equal to constant",schema:"fortiguard",parentSchema:schema53.properties["ntp-type"].oneOf[0],data:data5};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid1 = _errs18 === errors;
if(_valid1){
valid4 = true;
passing0 = 0;
}
const _errs19 = errors;
if("custom" !== data5){
const err32 = {instancePath:instancePath+"/ntp-type",schemaPath:"#/properties/ntp-type/oneOf/1/const",keyword:"const",params:{allowedValue: "custom"},message:"must be equal to constant",schema:"custom",parentSchema:schema53.properties["ntp-type"].oneOf[1],data:data5};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid1 = _errs19 === errors;
if(_valid1 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid4 = true;
passing0 = 1;
}
}
if(!valid4){
const err33 = {instancePath:instancePath+"/ntp-type",schemaPath:"#/properties/ntp-type/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties["ntp-type"].oneOf,parentSchema:schema53.properties["ntp-type"],data:data5};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
if(data["ntp-server"] !== undefined){
let data6 = data["ntp-server"];
if(typeof data6 === "string"){
if(!pattern7.test(data6)){
const err34 = {instancePath:instancePath+"/ntp-server",schemaPath:"#/properties/ntp-server/pattern",keyword:"pattern",params:{pattern: "^(((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})$"},message:"must match pattern \""+"^(((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})$"+"\"",schema:"^(((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})$",parentSchema:schema53.properties["ntp-server"],data:data6};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/ntp-server",schemaPath:"#/properties/ntp-server/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["ntp-server"].type,parentSchema:schema53.properties["ntp-server"],data:data6};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"pattern":[]};
const templates5 = {};
for(const err36 of vErrors){
if((((((err36.keyword !== "errorMessage") && (!err36.emUsed)) && (err36.instancePath === instancePath+"/ntp-server")) && (err36.keyword in emErrors5)) && (err36.schemaPath.indexOf("#/properties/ntp-server") === 0)) && (/^\/[^\/]*$/.test(err36.schemaPath.slice(23)))){
emErrors5[err36.keyword].push(err36);
err36.emUsed = true;
}
}
for(const key5 in emErrors5){
if(emErrors5[key5].length){
const err37 = {instancePath:instancePath+"/ntp-server",schemaPath:"#/properties/ntp-server/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema53.properties["ntp-server"].errorMessage[key5],schema:schema53.properties["ntp-server"].errorMessage,parentSchema:schema53.properties["ntp-server"],data:data6};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
const emErrs5 = [];
for(const err38 of vErrors){
if(!err38.emUsed){
emErrs5.push(err38);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data.timezone !== undefined){
let data7 = data.timezone;
if(typeof data7 !== "string"){
const err39 = {instancePath:instancePath+"/timezone",schemaPath:"#/properties/timezone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.timezone.type,parentSchema:schema53.properties.timezone,data:data7};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
const _errs24 = errors;
let valid5 = false;
let passing1 = null;
const _errs25 = errors;
if("America/New_York" !== data7){
const err40 = {instancePath:instancePath+"/timezone",schemaPath:"#/properties/timezone/oneOf/0/const",keyword:"const",params:{allowedValue: "America/New_York"},message:"must be equal to constant",schema:"America/New_York",parentSchema:schema53.properties.timezone.oneOf[0],data:data7};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid2 = _errs25 === errors;
if(_valid2){
valid5 = true;
passing1 = 0;
}
const _errs26 = errors;
if("America/Chicago" !== data7){
const err41 = {instancePath:instancePath+"/timezone",schemaPath:"#/properties/timezone/oneOf/1/const",keyword:"const",params:{allowedValue: "America/Chicago"},message:"must be equal to constant",schema:"America/Chicago",parentSchema:schema53.properties.timezone.oneOf[1],data:data7};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid2 = _errs26 === errors;
if(_valid2 && valid5){
valid5 = false;
passing1 = [passing1, 1];
}
else {
if(_valid2){
valid5 = true;
passing1 = 1;
}
const _errs27 = errors;
if("America/Denver" !== data7){
const err42 = {instancePath:instancePath+"/timezone",schemaPath:"#/properties/timezone/oneOf/2/const",keyword:"const",params:{allowedValue: "America/Denver"},message:"must be equal to constant",schema:"America/Denver",parentSchema:schema53.properties.timezone.oneOf[2],data:data7};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid2 = _errs27 === errors;
if(_valid2 && valid5){
valid5 = false;
passing1 = [passing1, 2];
}
else {
if(_valid2){
valid5 = true;
passing1 = 2;
}
const _errs28 = errors;
if("America/Phoenix" !== data7){
const err43 = {instancePath:instancePath+"/timezone",schemaPath:"#/properties/timezone/oneOf/3/const",keyword:"const",params:{allowedValue: "America/Phoenix"},message:"must be equal to constant",schema:"America/Phoenix",parentSchema:schema53.properties.timezone.oneOf[3],data:data7};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid2 = _errs28 === errors;
if(_valid2 && valid5){
valid5 = false;
passing1 = [passing1, 3];
}
else {
if(_valid2){
valid5 = true;
passing1 = 3;
}
const _errs29 = errors;
if("America/Los_Angeles" !== data7){
const err44 = {instancePath:instancePath+"/timezone",schemaPath:"#/properties/timezone/oneOf/4/const",keyword:"const",params:{allowedValue: "America/Los_Angeles"},message:"must be equal to constant",schema:"America/Los_Angeles",parentSchema:schema53.properties.timezone.oneOf[4],data:data7};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid2 = _errs29 === errors;
if(_valid2 && valid5){
valid5 = false;
passing1 = [passing1, 4];
}
else {
if(_valid2){
valid5 = true;
passing1 = 4;
}
const _errs30 = errors;
if("Europe/London" !== data7){
const err45 = {instancePath:instancePath+"/timezone",schemaPath:"#/properties/timezone/oneOf/5/const",keyword:"const",params:{allowedValue: "Europe/London"},message:"must be equal to constant",schema:"Europe/London",parentSchema:schema53.properties.timezone.oneOf[5],data:data7};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid2 = _errs30 === errors;
if(_valid2 && valid5){
valid5 = false;
passing1 = [passing1, 5];
}
else {
if(_valid2){
valid5 = true;
passing1 = 5;
}
const _errs31 = errors;
if("Europe/Amsterdam" !== data7){
const err46 = {instancePath:instancePath+"/timezone",schemaPath:"#/properties/timezone/oneOf/6/const",keyword:"const",params:{allowedValue: "Europe/Amsterdam"},message:"must be equal to constant",schema:"Europe/Amsterdam",parentSchema:schema53.properties.timezone.oneOf[6],data:data7};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid2 = _errs31 === errors;
if(_valid2 && valid5){
valid5 = false;
passing1 = [passing1, 6];
}
else {
if(_valid2){
valid5 = true;
passing1 = 6;
}
const _errs32 = errors;
if("UTC" !== data7){
const err47 = {instancePath:instancePath+"/timezone",schemaPath:"#/properties/timezone/oneOf/7/const",keyword:"const",params:{allowedValue: "UTC"},message:"must be equal to constant",schema:"UTC",parentSchema:schema53.properties.timezone.oneOf[7],data:data7};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid2 = _errs32 === errors;
if(_valid2 && valid5){
valid5 = false;
passing1 = [passing1, 7];
}
else {
if(_valid2){
valid5 = true;
passing1 = 7;
}
}
}
}
}
}
}
}
if(!valid5){
const err48 = {instancePath:instancePath+"/timezone",schemaPath:"#/properties/timezone/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties.timezone.oneOf,parentSchema:schema53.properties.timezone,data:data7};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
}
if(data.admintimeout !== undefined){
let data8 = data.admintimeout;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err49 = {instancePath:instancePath+"/admintimeout",schemaPath:"#/properties/admintimeout/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties.admintimeout.type,parentSchema:schema53.properties.admintimeout,data:data8};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 480 || isNaN(data8)){
const err50 = {instancePath:instancePath+"/admintimeout",schemaPath:"#/properties/admintimeout/maximum",keyword:"maximum",params:{comparison: "<=", limit: 480},message:"must be <= 480",schema:480,parentSchema:schema53.properties.admintimeout,data:data8};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err51 = {instancePath:instancePath+"/admintimeout",schemaPath:"#/properties/admintimeout/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema53.properties.admintimeout,data:data8};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(errors > 0){
const emErrors6 = {"minimum":[],"maximum":[],"type":[]};
const templates6 = {};
for(const err52 of vErrors){
if((((((err52.keyword !== "errorMessage") && (!err52.emUsed)) && (err52.instancePath === instancePath+"/admintimeout")) && (err52.keyword in emErrors6)) && (err52.schemaPath.indexOf("#/properties/admintimeout") === 0)) && (/^\/[^\/]*$/.test(err52.schemaPath.slice(25)))){
emErrors6[err52.keyword].push(err52);
err52.emUsed = true;
}
}
for(const key6 in emErrors6){
if(emErrors6[key6].length){
const err53 = {instancePath:instancePath+"/admintimeout",schemaPath:"#/properties/admintimeout/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key6]},message:key6 in templates6 ? templates6[key6]() : schema53.properties.admintimeout.errorMessage[key6],schema:schema53.properties.admintimeout.errorMessage,parentSchema:schema53.properties.admintimeout,data:data8};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
const emErrs6 = [];
for(const err54 of vErrors){
if(!err54.emUsed){
emErrs6.push(err54);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
if(data["admin-sport"] !== undefined){
let data9 = data["admin-sport"];
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err55 = {instancePath:instancePath+"/admin-sport",schemaPath:"#/properties/admin-sport/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["admin-sport"].type,parentSchema:schema53.properties["admin-sport"],data:data9};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 65535 || isNaN(data9)){
const err56 = {instancePath:instancePath+"/admin-sport",schemaPath:"#/properties/admin-sport/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535",schema:65535,parentSchema:schema53.properties["admin-sport"],data:data9};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err57 = {instancePath:instancePath+"/admin-sport",schemaPath:"#/properties/admin-sport/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema53.properties["admin-sport"],data:data9};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(errors > 0){
const emErrors7 = {"minimum":[],"maximum":[],"type":[]};
const templates7 = {};
for(const err58 of vErrors){
if((((((err58.keyword !== "errorMessage") && (!err58.emUsed)) && (err58.instancePath === instancePath+"/admin-sport")) && (err58.keyword in emErrors7)) && (err58.schemaPath.indexOf("#/properties/admin-sport") === 0)) && (/^\/[^\/]*$/.test(err58.schemaPath.slice(24)))){
emErrors7[err58.keyword].push(err58);
err58.emUsed = true;
}
}
for(const key7 in emErrors7){
if(emErrors7[key7].length){
const err59 = {instancePath:instancePath+"/admin-sport",schemaPath:"#/properties/admin-sport/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key7]},message:key7 in templates7 ? templates7[key7]() : schema53.properties["admin-sport"].errorMessage[key7],schema:schema53.properties["admin-sport"].errorMessage,parentSchema:schema53.properties["admin-sport"],data:data9};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
const emErrs7 = [];
for(const err60 of vErrors){
if(!err60.emUsed){
emErrs7.push(err60);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
if(data["alert-email"] !== undefined){
let data10 = data["alert-email"];
if(typeof data10 === "string"){
if(!pattern8.test(data10)){
const err61 = {instancePath:instancePath+"/alert-email",schemaPath:"#/properties/alert-email/pattern",keyword:"pattern",params:{pattern: "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"},message:"must match pattern \""+"^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"+"\"",schema:"^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$",parentSchema:schema53.properties["alert-email"],data:data10};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/alert-email",schemaPath:"#/properties/alert-email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["alert-email"].type,parentSchema:schema53.properties["alert-email"],data:data10};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(errors > 0){
const emErrors8 = {"pattern":[]};
const templates8 = {};
for(const err63 of vErrors){
if((((((err63.keyword !== "errorMessage") && (!err63.emUsed)) && (err63.instancePath === instancePath+"/alert-email")) && (err63.keyword in emErrors8)) && (err63.schemaPath.indexOf("#/properties/alert-email") === 0)) && (/^\/[^\/]*$/.test(err63.schemaPath.slice(24)))){
emErrors8[err63.keyword].push(err63);
err63.emUsed = true;
}
}
for(const key8 in emErrors8){
if(emErrors8[key8].length){
const err64 = {instancePath:instancePath+"/alert-email",schemaPath:"#/properties/alert-email/errorMessage",keyword:"errorMessage",params:{errors: emErrors8[key8]},message:key8 in templates8 ? templates8[key8]() : schema53.properties["alert-email"].errorMessage[key8],schema:schema53.properties["alert-email"].errorMessage,parentSchema:schema53.properties["alert-email"],data:data10};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
const emErrs8 = [];
for(const err65 of vErrors){
if(!err65.emUsed){
emErrs8.push(err65);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
}
if(data["log-fortianalyzer"] !== undefined){
let data11 = data["log-fortianalyzer"];
if(typeof data11 !== "string"){
const err66 = {instancePath:instancePath+"/log-fortianalyzer",schemaPath:"#/properties/log-fortianalyzer/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["log-fortianalyzer"].type,parentSchema:schema53.properties["log-fortianalyzer"],data:data11};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
const _errs41 = errors;
let valid6 = false;
let passing2 = null;
const _errs42 = errors;
if("enable" !== data11){
const err67 = {instancePath:instancePath+"/log-fortianalyzer",schemaPath:"#/properties/log-fortianalyzer/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["log-fortianalyzer"].oneOf[0],data:data11};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var _valid3 = _errs42 === errors;
if(_valid3){
valid6 = true;
passing2 = 0;
}
const _errs43 = errors;
if("disable" !== data11){
const err68 = {instancePath:instancePath+"/log-fortianalyzer",schemaPath:"#/properties/log-fortianalyzer/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["log-fortianalyzer"].oneOf[1],data:data11};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var _valid3 = _errs43 === errors;
if(_valid3 && valid6){
valid6 = false;
passing2 = [passing2, 1];
}
else {
if(_valid3){
valid6 = true;
passing2 = 1;
}
}
if(!valid6){
const err69 = {instancePath:instancePath+"/log-fortianalyzer",schemaPath:"#/properties/log-fortianalyzer/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema53.properties["log-fortianalyzer"].oneOf,parentSchema:schema53.properties["log-fortianalyzer"],data:data11};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
else {
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
}
}
if(data.devices !== undefined){
let data12 = data.devices;
if(Array.isArray(data12)){
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
if(typeof data13 === "string"){
if(func1(data13) > 35){
const err70 = {instancePath:instancePath+"/devices/" + i0,schemaPath:"#/properties/devices/items/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.devices.items,data:data13};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(func1(data13) < 1){
const err71 = {instancePath:instancePath+"/devices/" + i0,schemaPath:"#/properties/devices/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.devices.items,data:data13};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/devices/" + i0,schemaPath:"#/properties/devices/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.devices.items.type,parentSchema:schema53.properties.devices.items,data:data13};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(errors > 0){
const emErrors9 = {"minLength":[],"maxLength":[]};
const templates9 = {};
for(const err73 of vErrors){
if((((((err73.keyword !== "errorMessage") && (!err73.emUsed)) && (err73.instancePath === instancePath+"/devices/" + i0)) && (err73.keyword in emErrors9)) && (err73.schemaPath.indexOf("#/properties/devices/items") === 0)) && (/^\/[^\/]*$/.test(err73.schemaPath.slice(26)))){
emErrors9[err73.keyword].push(err73);
err73.emUsed = true;
}
}
for(const key9 in emErrors9){
if(emErrors9[key9].length){
const err74 = {instancePath:instancePath+"/devices/" + i0,schemaPath:"#/properties/devices/items/errorMessage",keyword:"errorMessage",params:{errors: emErrors9[key9]},message:key9 in templates9 ? templates9[key9]() : schema53.properties.devices.items.errorMessage[key9],schema:schema53.properties.devices.items.errorMessage,parentSchema:schema53.properties.devices.items,data:data13};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
const emErrs9 = [];
for(const err75 of vErrors){
if(!err75.emUsed){
emErrs9.push(err75);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
}
let i1 = data12.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data12[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err76 = {instancePath:instancePath+"/devices",schemaPath:"#/properties/devices/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema53.properties.devices,data:data12};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err77 = {instancePath:instancePath+"/devices",schemaPath:"#/properties/devices/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.devices.type,parentSchema:schema53.properties.devices,data:data12};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(errors > 0){
const emErrors10 = {"required":{"name":[]}};
const templates10 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err79 of vErrors){
if((((((err79.keyword !== "errorMessage") && (!err79.emUsed)) && (err79.instancePath === instancePath)) && (err79.keyword in emErrors10)) && (err79.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err79.schemaPath.slice(1)))){
emPropParams1 = obj0[err79.keyword];
emParamsErrors1 = emErrors10[err79.keyword][err79.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err79);
err79.emUsed = true;
}
}
}
for(const key10 in emErrors10){
for(const keyProp1 in emErrors10[key10]){
emParamsErrors1 = emErrors10[key10][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates10[key10] && templates10[key10][keyProp1];
const err80 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema53.errorMessage[key10][keyProp1],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
}
const emErrs10 = [];
for(const err81 of vErrors){
if(!err81.emUsed){
emErrs10.push(err81);
}
}
vErrors = emErrs10;
errors = emErrs10.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["-64f8a3a4"] = validate25;
const schema54 = {"properties":{"ntp-type":{"const":"custom"}},"required":["ntp-type"],"$id":"-64f8a3a4"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["ntp-type"] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ntp-type"},message:"must have required property '"+"ntp-type"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data["ntp-type"] !== undefined){
let data0 = data["ntp-type"];
if("custom" !== data0){
const err1 = {instancePath:instancePath+"/ntp-type",schemaPath:"#/properties/ntp-type/const",keyword:"const",params:{allowedValue: "custom"},message:"must be equal to constant",schema:"custom",parentSchema:schema54.properties["ntp-type"],data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"ntp-type":true},"dynamicProps":false,"dynamicItems":false};

exports["-76abbc49"] = validate26;
const schema55 = {"const":"fortiguard","title":"FortiGuard","$id":"-76abbc49"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("fortiguard" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "fortiguard"},message:"must be equal to constant",schema:"fortiguard",parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-2b5f369"] = validate27;
const schema56 = {"const":"custom","title":"Custom","$id":"-2b5f369"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("custom" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "custom"},message:"must be equal to constant",schema:"custom",parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["4783f181"] = validate28;
const schema57 = {"const":"America/New_York","title":"(GMT-5:00) Eastern Time (US & Canada)","$id":"4783f181"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("America/New_York" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "America/New_York"},message:"must be equal to constant",schema:"America/New_York",parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-4f814273"] = validate29;
const schema58 = {"const":"America/Chicago","title":"(GMT-6:00) Central Time (US & Canada)","$id":"-4f814273"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("America/Chicago" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "America/Chicago"},message:"must be equal to constant",schema:"America/Chicago",parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["7cc07c66"] = validate30;
const schema59 = {"const":"America/Denver","title":"(GMT-7:00) Mountain Time (US & Canada)","$id":"7cc07c66"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("America/Denver" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "America/Denver"},message:"must be equal to constant",schema:"America/Denver",parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-16a0fffc"] = validate31;
const schema60 = {"const":"America/Phoenix","title":"(GMT-7:00) Arizona","$id":"-16a0fffc"};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("America/Phoenix" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "America/Phoenix"},message:"must be equal to constant",schema:"America/Phoenix",parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["7929f12d"] = validate32;
const schema61 = {"const":"America/Los_Angeles","title":"(GMT-8:00) Pacific Time (US & Canada)","$id":"7929f12d"};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("America/Los_Angeles" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "America/Los_Angeles"},message:"must be equal to constant",schema:"America/Los_Angeles",parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["4d3e1166"] = validate33;
const schema62 = {"const":"Europe/London","title":"(GMT+0:00) London","$id":"4d3e1166"};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("Europe/London" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "Europe/London"},message:"must be equal to constant",schema:"Europe/London",parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["65401b9e"] = validate34;
const schema63 = {"const":"Europe/Amsterdam","title":"(GMT+1:00) Amsterdam, Berlin, Rome","$id":"65401b9e"};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("Europe/Amsterdam" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "Europe/Amsterdam"},message:"must be equal to constant",schema:"Europe/Amsterdam",parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["743977e3"] = validate35;
const schema64 = {"const":"UTC","title":"(GMT+0:00) Coordinated Universal Time","$id":"743977e3"};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("UTC" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "UTC"},message:"must be equal to constant",schema:"UTC",parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["4fa2a2d7"] = validate36;
const schema65 = {"const":"enable","title":"Enable","$id":"4fa2a2d7"};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["78fd03b3"] = validate37;
const schema66 = {"const":"disable","title":"Disable","$id":"78fd03b3"};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
