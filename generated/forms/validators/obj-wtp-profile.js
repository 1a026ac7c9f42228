// generated from specs/forms/obj-wtp-profile.schema.json and obj-wtp-profile.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-4c1a7385"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","platform"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"platform":{"type":"string","title":"Platform","oneOf":[{"const":"231F","title":"FortiAP-231F"},{"const":"431F","title":"FortiAP-431F"},{"const":"432F","title":"FortiAP-432F"},{"const":"831F","title":"FortiAP-831F"},{"const":"U431F","title":"FortiAP-U431F"},{"const":"S221E","title":"FortiAP-S221E"},{"const":"C24JE","title":"FortiAP-C24JE"}],"default":"231F"},"ap-country":{"type":"string","title":"Country/Region","oneOf":[{"const":"US","title":"United States"},{"const":"CA","title":"Canada"},{"const":"GB","title":"United Kingdom"},{"const":"DE","title":"Germany"},{"const":"FR","title":"France"},{"const":"JP","title":"Japan"},{"const":"AU","title":"Australia"}],"default":"US"},"radio-1-band":{"type":"string","title":"Radio 1 Band","oneOf":[{"const":"802.11ax,n,g-only","title":"802.11ax/n/g (2.4 GHz)"},{"const":"802.11ax-5G","title":"802.11ax (5 GHz)"},{"const":"802.11ax-6G","title":"802.11ax (6 GHz)"},{"const":"disabled","title":"Disabled"}],"default":"802.11ax,n,g-only"},"radio-2-band":{"type":"string","title":"Radio 2 Band","oneOf":[{"const":"802.11ax,n,g-only","title":"802.11ax/n/g (2.4 GHz)"},{"const":"802.11ax-5G","title":"802.11ax (5 GHz)"},{"const":"802.11ax-6G","title":"802.11ax (6 GHz)"},{"const":"disabled","title":"Disabled"}],"default":"802.11ax-5G"},"handoff-rssi":{"type":"integer","title":"Handoff RSSI","minimum":20,"maximum":30,"errorMessage":{"minimum":"Handoff RSSI must be between 20 and 30.","maximum":"Handoff RSSI must be between 20 and 30.","type":"Handoff RSSI must be a whole number."},"default":25},"led-state":{"type":"string","title":"LEDs","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"enable"},"comment":{"type":"string","title":"Comments","maxLength":255,"errorMessage":{"maxLength":"Comments cannot be longer than 255 characters."}}},"errorMessage":{"required":{"name":"This field is required.","platform":"This field is required."}},"$id":"-4c1a7385"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.platform === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "platform"},message:"must have required property '"+"platform"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 35){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates0 = {};
for(const err6 of vErrors){
if((((((err6.keyword !== "errorMessage") && (!err6.emUsed)) && (err6.instancePath === instancePath+"/name")) && (err6.keyword in emErrors0)) && (err6.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err6.schemaPath.slice(17)))){
emErrors0[err6.keyword].push(err6);
err6.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.properties.name.errorMessage[key0],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
const emErrs0 = [];
for(const err8 of vErrors){
if(!err8.emUsed){
emErrs0.push(err8);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.platform !== undefined){
let data1 = data.platform;
if(typeof data1 !== "string"){
const err9 = {instancePath:instancePath+"/platform",schemaPath:"#/properties/platform/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.platform.type,parentSchema:schema53.properties.platform,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const _errs6 = errors;
let valid1 = false;
let passing0 = null;
const _errs7 = errors;
if("231F" !== data1){
const err10 = {instancePath:instancePath+"/platform",schemaPath:"#/properties/platform/oneOf/0/const",keyword:"const",params:{allowedValue: "231F"},message:"must be equal to constant",schema:"231F",parentSchema:schema53.properties.platform.oneOf[0],data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs8 = errors;
if("431F" !== data1){
const err11 = {instancePath:instancePath+"/platform",schemaPath:"#/properties/platform/oneOf/1/const",keyword:"const",params:{allowedValue: "431F"},message:"must be equal to constant",schema:"431F",parentSchema:schema53.properties.platform.oneOf[1],data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs8 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
const _errs9 = errors;
if("432F" !== data1){
const err12 = {instancePath:instancePath+"/platform",schemaPath:"#/properties/platform/oneOf/2/const",keyword:"const",params:{allowedValue: "432F"},message:"must be equal to constant",schema:"432F",parentSchema:schema53.properties.platform.oneOf[2],data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid1 = true;
passing0 = 2;
}
const _errs10 = errors;
if("831F" !== data1){
const err13 = {instancePath:instancePath+"/platform",schemaPath:"#/properties/platform/oneOf/3/const",keyword:"const",params:{allowedValue: "831F"},message:"must be equal to constant",schema:"831F",parentSchema:schema53.properties.platform.oneOf[3],data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid1 = true;
passing0 = 3;
}
const _errs11 = errors;
if("U431F" !== data1){
const err14 = {instancePath:instancePath+"/platform",schemaPath:"#/properties/platform/oneOf/4/const",keyword:"const",params:{allowedValue: "U431F"},message:"must be equal to constant",schema:"U431F",parentSchema:schema53.properties.platform.oneOf[4],data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid1 = true;
passing0 = 4;
}
const _errs12 = errors;
if("S221E" !== data1){
const err15 = {instancePath:instancePath+"/platform",schemaPath:"#/properties/platform/oneOf/5/const",keyword:"const",params:{allowedValue: "S221E"},message:"must be equal to constant",schema:"S221E",parentSchema:schema53.properties.platform.oneOf[5],data:data1};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs12 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 5];
}
else {
if(_valid0){
valid1 = true;
passing0 = 5;
}
const _errs13 = errors;
if("C24JE" !== data1){
const err16 = {instancePath:instancePath+"/platform",schemaPath:"#/properties/platform/oneOf/6/const",keyword:"const",params:{allowedValue: "C24JE"},message:"must be equal to constant",schema:"C24JE",parentSchema:schema53.properties.platform.oneOf[6],data:data1};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs13 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 6];
}
else {
if(_valid0){
valid1 = true;
passing0 = 6;
}
}
}
}
}
}
}
if(!valid1){
const err17 = {instancePath:instancePath+"/platform",schemaPath:"#/properties/platform/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties.platform.oneOf,parentSchema:schema53.properties.platform,data:data1};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
if(data["ap-country"] !== undefined){
let data2 = data["ap-country"];
if(typeof data2 !== "string"){
const err18 = {instancePath:instancePath+"/ap-country",schemaPath:"#/properties/ap-country/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["ap-country"].type,parentSchema:schema53.properties["ap-country"],data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const _errs16 = errors;
let valid2 = false;
let passing1 = null;
const _errs17 = errors;
if("US" !== data2){
const err19 = {instancePath:instancePath+"/ap-country",schemaPath:"#/properties/ap-country/oneOf/0/const",keyword:"const",params:{allowedValue: "US"},message:"must be equal to constant",schema:"US",parentSchema:schema53.properties["ap-country"].oneOf[0],data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid1 = _errs17 === errors;
if(_valid1){
valid2 = true;
passing1 = 0;
}
const _errs18 = errors;
if("CA" !== data2){
const err20 = {instancePath:instancePath+"/ap-country",schemaPath:"#/properties/ap-country/oneOf/1/const",keyword:"const",params:{allowedValue: "CA"},message:"must be equal to constant",schema:"CA",parentSchema:schema53.properties["ap-country"].oneOf[1],data:data2};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid1 = _errs18 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid2 = true;
passing1 = 1;
}
const _errs19 = errors;
if("GB" !== data2){
const err21 = {instancePath:instancePath+"/ap-country",schemaPath:"#/properties/ap-country/oneOf/2/const",keyword:"const",params:{allowedValue: "GB"},message:"must be equal to constant",schema:"GB",parentSchema:schema53.properties["ap-country"].oneOf[2],data:data2};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid1 = _errs19 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 2];
}
else {
if(_valid1){
valid2 = true;
passing1 = 2;
}
const _errs20 = errors;
if("DE" !== data2){
const err22 = {instancePath:instancePath+"/ap-country",schemaPath:"#/properties/ap-country/oneOf/3/const",keyword:"const",params:{allowedValue: "DE"},message:"must be equal to constant",schema:"DE",parentSchema:schema53.properties["ap-country"].oneOf[3],data:data2};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid1 = _errs20 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 3];
}
else {
if(_valid1){
valid2 = true;
passing1 = 3;
}
const _errs21 = errors;
if("FR" !== data2){
const err23 = {instancePath:instancePath+"/ap-country",schemaPath:"#/properties/ap-country/oneOf/4/const",keyword:"const",params:{allowedValue: "FR"},message:"must be equal to constant",schema:"FR",parentSchema:schema53.properties["ap-country"].oneOf[4],data:data2};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid1 = _errs21 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 4];
}
else {
if(_valid1){
valid2 = true;
passing1 = 4;
}
const _errs22 = errors;
if("JP" !== data2){
const err24 = {instancePath:instancePath+"/ap-country",schemaPath:"#/properties/ap-country/oneOf/5/const",keyword:"const",params:{allowedValue: "JP"},message:"must be equal to constant",schema:"JP",parentSchema:schema53.properties["ap-country"].oneOf[5],data:data2};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid1 = _errs22 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 5];
}
else {
if(_valid1){
valid2 = true;
passing1 = 5;
}
const _errs23 = errors;
if("AU" !== data2){
const err25 = {instancePath:instancePath+"/ap-country",schemaPath:"#/properties/ap-country/oneOf/6/const",keyword:"const",params:{allowedValue: "AU"},message:"must be equal to constant",schema:"AU",parentSchema:schema53.properties["ap-country"].oneOf[6],data:data2};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid1 = _errs23 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 6];
}
else {
if(_valid1){
valid2 = true;
passing1 = 6;
}
}
}
}
}
}
}
if(!valid2){
const err26 = {instancePath:instancePath+"/ap-country",schemaPath:"#/properties/ap-country/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties["ap-country"].oneOf,parentSchema:schema53.properties["ap-country"],data:data2};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
if(data["radio-1-band"] !== undefined){
let data3 = data["radio-1-band"];
if(typeof data3 !== "string"){
const err27 = {instancePath:instancePath+"/radio-1-band",schemaPath:"#/properties/radio-1-band/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["radio-1-band"].type,parentSchema:schema53.properties["radio-1-band"],data:data3};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
const _errs26 = errors;
let valid3 = false;
let passing2 = null;
const _errs27 = errors;
if("802.11ax,n,g-only" !== data3){
const err28 = {instancePath:instancePath+"/radio-1-band",schemaPath:"#/properties/radio-1-band/oneOf/0/const",keyword:"const",params:{allowedValue: "802.11ax,n,g-only"},message:"must be equal to constant",schema:"802.11ax,n,g-only",parentSchema:schema53.properties["radio-1-band"].oneOf[0],data:data3};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid2 = _errs27 === errors;
if(_valid2){
valid3 = true;
passing2 = 0;
}
const _errs28 = errors;
if("802.11ax-5G" !== data3){
const err29 = {instancePath:instancePath+"/radio-1-band",schemaPath:"#/properties/radio-1-band/oneOf/1/const",keyword:"const",params:{allowedValue: "802.11ax-5G"},message:"must be equal to constant",schema:"802.11ax-5G",parentSchema:schema53.properties["radio-1-band"].oneOf[1],data:data3};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid2 = _errs28 === errors;
if(_valid2 && valid3){
valid3 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid3 = true;
passing2 = 1;
}
const _errs29 = errors;
if("802.11ax-6G" !== data3){
const err30 = {instancePath:instancePath+"/radio-1-band",schemaPath:"#/properties/radio-1-band/oneOf/2/const",keyword:"const",params:{allowedValue: "802.11ax-6G"},message:"must be equal to constant",schema:"802.11ax-6G",parentSchema:schema53.properties["radio-1-band"].oneOf[2],data:data3};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid2 = _errs29 === errors;
if(_valid2 && valid3){
valid3 = false;
passing2 = [passing2, 2];
}
else {
if(_valid2){
valid3 = true;
passing2 = 2;
}
const _errs30 = errors;
if("disabled" !== data3){
const err31 = {instancePath:instancePath+"/radio-1-band",schemaPath:"#/properties/radio-1-band/oneOf/3/const",keyword:"const",params:{allowedValue: "disabled"},message:"must be equal to constant",schema:"disabled",parentSchema:schema53.properties["radio-1-band"].oneOf[3],data:data3};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid2 = _errs30 === errors;
if(_valid2 && valid3){
valid3 = false;
passing2 = [passing2, 3];
}
else {
if(_valid2){
valid3 = true;
passing2 = 3;
}
}
}
}
if(!valid3){
const err32 = {instancePath:instancePath+"/radio-1-band",schemaPath:"#/properties/radio-1-band/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema53.properties["radio-1-band"].oneOf,parentSchema:schema53.properties["radio-1-band"],data:data3};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
}
if(data["radio-2-band"] !== undefined){
let data4 = data["radio-2-band"];
if(typeof data4 !== "string"){
const err33 = {instancePath:instancePath+"/radio-2-band",schemaPath:"#/properties/radio-2-band/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["radio-2-band"].type,parentSchema:schema53.properties["radio-2-band"],data:data4};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
const _errs33 = errors;
let valid4 = false;
let passing3 = null;
const _errs34 = errors;
if("802.11ax,n,g-only" !== data4){
const err34 = {instancePath:instancePath+"/radio-2-band",schemaPath:"#/properties/radio-2-band/oneOf/0/const",keyword:"const",params:{allowedValue: "802.11ax,n,g-only"},message:"must be equal to constant",schema:"802.11ax,n,g-only",parentSchema:schema53.properties["radio-2-band"].oneOf[0],data:data4};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid3 = _errs34 === errors;
if(_valid3){
valid4 = true;
passing3 = 0;
}
const _errs35 = errors;
if("802.11ax-5G" !== data4){
const err35 = {instancePath:instancePath+"/radio-2-band",schemaPath:"#/properties/radio-2-band/oneOf/1/const",keyword:"const",params:{allowedValue: "802.11ax-5G"},message:"must be equal to constant",schema:"802.11ax-5G",parentSchema:schema53.properties["radio-2-band"].oneOf[1],data:data4};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid3 = _errs35 === errors;
if(_valid3 && valid4){
valid4 = false;
passing3 = [passing3, 1];
}
else {
if(_valid3){
valid4 = true;
passing3 = 1;
}
const _errs36 = errors;
if("802.11ax-6G" !== data4){
const err36 = {instancePath:instancePath+"/radio-2-band",schemaPath:"#/properties/radio-2-band/oneOf/2/const",keyword:"const",params:{allowedValue: "802.11ax-6G"},message:"must be equal to constant",schema:"802.11ax-6G",parentSchema:schema53.properties["radio-2-band"].oneOf[2],data:data4};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid3 = _errs36 === errors;
if(_valid3 && valid4){
valid4 = false;
passing3 = [passing3, 2];
}
else {
if(_valid3){
valid4 = true;
passing3 = 2;
}
const _errs37 = errors;
if("disabled" !== data4){
const err37 = {instancePath:instancePath+"/radio-2-band",schemaPath:"#/properties/radio-2-band/oneOf/3/const",keyword:"const",params:{allowedValue: "disabled"},message:"must be equal to constant",schema:"disabled",parentSchema:schema53.properties["radio-2-band"].oneOf[3],data:data4};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid3 = _errs37 === errors;
if(_valid3 && valid4){
valid4 = false;
passing3 = [passing3, 3];
}
else {
if(_valid3){
valid4 = true;
passing3 = 3;
}
}
}
}
if(!valid4){
const err38 = {instancePath:instancePath+"/radio-2-band",schemaPath:"#/properties/radio-2-band/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf",schema:schema53.properties["radio-2-band"].oneOf,parentSchema:schema53.properties["radio-2-band"],data:data4};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
}
if(data["handoff-rssi"] !== undefined){
let data5 = data["handoff-rssi"];
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err39 = {instancePath:instancePath+"/handoff-rssi",schemaPath:"#/properties/handoff-rssi/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["handoff-rssi"].type,parentSchema:schema53.properties["handoff-rssi"],data:data5};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 30 || isNaN(data5)){
const err40 = {instancePath:instancePath+"/handoff-rssi",schemaPath:"#/properties/handoff-rssi/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30",schema:30,parentSchema:schema53.properties["handoff-rssi"],data:data5};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data5 < 20 || isNaN(data5)){
const err41 = {instancePath:instancePath+"/handoff-rssi",schemaPath:"#/properties/handoff-rssi/minimum",keyword:"minimum",params:{comparison: ">=", limit: 20},message:"must be >= 20",schema:20,parentSchema:schema53.properties["handoff-rssi"],data:data5};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(errors > 0){
const emErrors1 = {"minimum":[],"maximum":[],"type":[]};
const templates1 = {};
for(const err42 of vErrors){
if((((((err42.keyword !== "errorMessage") && (!err42.emUsed)) && (err42.instancePath === instancePath+"/handoff-rssi")) && (err42.keyword in emErrors1)) && (err42.schemaPath.indexOf("#/properties/handoff-rssi") === 0)) && (/^\/[^\/]*$/.test(err42.schemaPath.slice(25)))){
emErrors1[err42.keyword].push(err42);
err42.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err43 = {instancePath:instancePath+"/handoff-rssi",schemaPath:"#/properties/handoff-rssi/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties["handoff-rssi"].errorMessage[key1],schema:schema53.properties["handoff-rssi"].errorMessage,parentSchema:schema53.properties["handoff-rssi"],data:data5};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
const emErrs1 = [];
for(const err44 of vErrors){
if(!err44.emUsed){
emErrs1.push(err44);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data["led-state"] !== undefined){
let data6 = data["led-state"];
if(typeof data6 !== "string"){
const err45 = {instancePath:instancePath+"/led-state",schemaPath:"#/properties/led-state/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["led-state"].type,parentSchema:schema53.properties["led-state"],data:data6};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
const _errs42 = errors;
let valid5 = false;
let passing4 = null;
const _errs43 = errors;
if("enable" !== data6){
const err46 = {instancePath:instancePath+"/led-state",schemaPath:"#/properties/led-state/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["led-state"].oneOf[0],data:data6};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid4 = _errs43 === errors;
if(_valid4){
valid5 = true;
passing4 = 0;
}
const _errs44 = errors;
if("disable" !== data6){
const err47 = {instancePath:instancePath+"/led-state",schemaPath:"#/properties/led-state/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["led-state"].oneOf[1],data:data6};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid4 = _errs44 === errors;
if(_valid4 && valid5){
valid5 = false;
passing4 = [passing4, 1];
}
else {
if(_valid4){
valid5 = true;
passing4 = 1;
}
}
if(!valid5){
const err48 = {instancePath:instancePath+"/led-state",schemaPath:"#/properties/led-state/oneOf",keyword:"oneOf",params:{passingSchemas: passing4},message:"must match exactly one schema in oneOf",schema:schema53.properties["led-state"].oneOf,parentSchema:schema53.properties["led-state"],data:data6};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
}
}
if(data.comment !== undefined){
let data7 = data.comment;
if(typeof data7 === "string"){
if(func1(data7) > 255){
const err49 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema53.properties.comment,data:data7};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.comment.type,parentSchema:schema53.properties.comment,data:data7};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"maxLength":[]};
const templates2 = {};
for(const err51 of vErrors){
if((((((err51.keyword !== "errorMessage") && (!err51.emUsed)) && (err51.instancePath === instancePath+"/comment")) && (err51.keyword in emErrors2)) && (err51.schemaPath.indexOf("#/properties/comment") === 0)) && (/^\/[^\/]*$/.test(err51.schemaPath.slice(20)))){
emErrors2[err51.keyword].push(err51);
err51.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err52 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties.comment.errorMessage[key2],schema:schema53.properties.comment.errorMessage,parentSchema:schema53.properties.comment,data:data7};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
const emErrs2 = [];
for(const err53 of vErrors){
if(!err53.emUsed){
emErrs2.push(err53);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
}
else {
const err54 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"required":{"name":[],"platform":[]}};
const templates3 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err55 of vErrors){
if((((((err55.keyword !== "errorMessage") && (!err55.emUsed)) && (err55.instancePath === instancePath)) && (err55.keyword in emErrors3)) && (err55.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err55.schemaPath.slice(1)))){
emPropParams0 = obj0[err55.keyword];
emParamsErrors0 = emErrors3[err55.keyword][err55.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err55);
err55.emUsed = true;
}
}
}
for(const key3 in emErrors3){
for(const keyProp0 in emErrors3[key3]){
emParamsErrors0 = emErrors3[key3][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates3[key3] && templates3[key3][keyProp0];
const err56 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key3][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
const emErrs3 = [];
for(const err57 of vErrors){
if(!err57.emUsed){
emErrs3.push(err57);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["-7df408a9"] = validate25;
const schema54 = {"const":"231F","title":"FortiAP-231F","$id":"-7df408a9"};

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
if("231F" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "231F"},message:"must be equal to constant",schema:"231F",parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-27ea8e69"] = validate26;
const schema55 = {"const":"431F","title":"FortiAP-431F","$id":"-27ea8e69"};

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
if("431F" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "431F"},message:"must be equal to constant",schema:"431F",parentSchema:schema55,data};
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

exports["1166f6b7"] = validate27;
const schema56 = {"const":"432F","title":"FortiAP-432F","$id":"1166f6b7"};

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
if("432F" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "432F"},message:"must be equal to constant",schema:"432F",parentSchema:schema56,data};
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

exports["-7bd799e9"] = validate28;
const schema57 = {"const":"831F","title":"FortiAP-831F","$id":"-7bd799e9"};

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
if("831F" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "831F"},message:"must be equal to constant",schema:"831F",parentSchema:schema57,data};
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

exports["150c2455"] = validate29;
const schema58 = {"const":"U431F","title":"FortiAP-U431F","$id":"150c2455"};

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
if("U431F" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "U431F"},message:"must be equal to constant",schema:"U431F",parentSchema:schema58,data};
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

exports["19fc0451"] = validate30;
const schema59 = {"const":"S221E","title":"FortiAP-S221E","$id":"19fc0451"};

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
if("S221E" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "S221E"},message:"must be equal to constant",schema:"S221E",parentSchema:schema59,data};
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

exports["543cd9c3"] = validate31;
const schema60 = {"const":"C24JE","title":"FortiAP-C24JE","$id":"543cd9c3"};

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
if("C24JE" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "C24JE"},message:"must be equal to constant",schema:"C24JE",parentSchema:schema60,data};
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

exports["-40cf36a4"] = validate32;
const schema61 = {"const":"US","title":"United States","$id":"-40cf36a4"};

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
if("US" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "US"},message:"must be equal to constant",schema:"US",parentSchema:schema61,data};
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

exports["-2d4dd859"] = validate33;
const schema62 = {"const":"CA","title":"Canada","$id":"-2d4dd859"};

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
if("CA" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "CA"},message:"must be equal to constant",schema:"CA",parentSchema:schema62,data};
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

exports["674b286a"] = validate34;
const schema63 = {"const":"GB","title":"United Kingdom","$id":"674b286a"};

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
if("GB" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "GB"},message:"must be equal to constant",schema:"GB",parentSchema:schema63,data};
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

exports["1502c033"] = validate35;
const schema64 = {"const":"DE","title":"Germany","$id":"1502c033"};

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
if("DE" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "DE"},message:"must be equal to constant",schema:"DE",parentSchema:schema64,data};
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

exports["-4e797a"] = validate36;
const schema65 = {"const":"FR","title":"France","$id":"-4e797a"};

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
if("FR" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FR"},message:"must be equal to constant",schema:"FR",parentSchema:schema65,data};
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

exports["-76f83175"] = validate37;
const schema66 = {"const":"JP","title":"Japan","$id":"-76f83175"};

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
if("JP" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "JP"},message:"must be equal to constant",schema:"JP",parentSchema:schema66,data};
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

exports["2d9390f3"] = validate38;
const schema67 = {"const":"AU","title":"Australia","$id":"2d9390f3"};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("AU" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "AU"},message:"must be equal to constant",schema:"AU",parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-7d887b7c"] = validate39;
const schema68 = {"const":"802.11ax,n,g-only","title":"802.11ax/n/g (2.4 GHz)","$id":"-7d887b7c"};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("802.11ax,n,g-only" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "802.11ax,n,g-only"},message:"must be equal to constant",schema:"802.11ax,n,g-only",parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["3ff8c32d"] = validate40;
const schema69 = {"const":"802.11ax-5G","title":"802.11ax (5 GHz)","$id":"3ff8c32d"};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("802.11ax-5G" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "802.11ax-5G"},message:"must be equal to constant",schema:"802.11ax-5G",parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-433d47b3"] = validate41;
const schema70 = {"const":"802.11ax-6G","title":"802.11ax (6 GHz)","$id":"-433d47b3"};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("802.11ax-6G" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "802.11ax-6G"},message:"must be equal to constant",schema:"802.11ax-6G",parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-574e1089"] = validate42;
const schema71 = {"const":"disabled","title":"Disabled","$id":"-574e1089"};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("disabled" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disabled"},message:"must be equal to constant",schema:"disabled",parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["4fa2a2d7"] = validate43;
const schema72 = {"const":"enable","title":"Enable","$id":"4fa2a2d7"};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema72,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["78fd03b3"] = validate44;
const schema73 = {"const":"disable","title":"Disable","$id":"78fd03b3"};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
