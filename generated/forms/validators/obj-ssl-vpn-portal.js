// generated from specs/forms/obj-ssl-vpn-portal.schema.json and obj-ssl-vpn-portal.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["7aa22200"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"tunnel-mode":{"type":"string","title":"Tunnel Mode","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"enable"},"split-tunneling":{"type":"string","title":"Split Tunneling","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"enable"},"ip-pools":{"type":"array","title":"Source IP Pools","uniqueItems":true,"items":{"type":"string","title":"Address","minLength":1,"maxLength":79,"errorMessage":{"minLength":"This field is required.","maxLength":"An entry cannot be longer than 79 characters."}},"default":["SSLVPN_TUNNEL_ADDR1"]},"web-mode":{"type":"string","title":"Web Mode","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"disable"},"heading":{"type":"string","title":"Portal Message","maxLength":31,"errorMessage":{"maxLength":"Portal Message cannot be longer than 31 characters."},"default":"SSL-VPN Portal"},"theme":{"type":"string","title":"Theme","oneOf":[{"const":"security-fabric","title":"Security Fabric"},{"const":"jade","title":"Jade"},{"const":"neutrino","title":"Neutrino"},{"const":"mariner","title":"Mariner"},{"const":"graphite","title":"Graphite"},{"const":"melongene","title":"Melongene"},{"const":"dark-matter","title":"Dark Matter"},{"const":"onyx","title":"Onyx"},{"const":"eclipse","title":"Eclipse"}],"default":"security-fabric"},"limit-user-logins":{"type":"string","title":"Limit Users to One Concurrent Session","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"disable"},"forticlient-download":{"type":"string","title":"FortiClient Download","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"enable"},"comments":{"type":"string","title":"Comments","maxLength":255,"errorMessage":{"maxLength":"Comments cannot be longer than 255 characters."}}},"errorMessage":{"required":{"name":"This field is required."}},"allOf":[{"if":{"properties":{"tunnel-mode":{"const":"enable"}},"required":["tunnel-mode"]},"then":{"properties":{"split-tunneling":{},"ip-pools":{}}}},{"if":{"properties":{"web-mode":{"const":"enable"}},"required":["web-mode"]},"then":{"properties":{"heading":{},"theme":{}}}}],"$id":"7aa22200"};
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
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data["tunnel-mode"] === undefined) && (missing0 = "tunnel-mode")){
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
if(data["tunnel-mode"] !== undefined){
if("enable" !== data["tunnel-mode"]){
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
var _valid0 = _errs5 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0["split-tunneling"] = true;
props0["ip-pools"] = true;
props0["tunnel-mode"] = true;
}
}
if(!valid1){
const err2 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[0].if,parentSchema:schema53.allOf[0],data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs7 = errors;
let valid3 = true;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data["web-mode"] === undefined) && (missing1 = "web-mode")){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(data["web-mode"] !== undefined){
if("enable" !== data["web-mode"]){
const err4 = {};
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
}
var _valid1 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs10 = errors;
var _valid1 = _errs10 === errors;
valid3 = _valid1;
if(valid3){
var props1 = {};
props1.heading = true;
props1.theme = true;
props1["web-mode"] = true;
}
}
if(!valid3){
const err5 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[1].if,parentSchema:schema53.allOf[1],data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 === "string"){
if(func1(data2) > 35){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data2) < 1){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern4.test(data2)){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates0 = {};
for(const err11 of vErrors){
if((((((err11.keyword !== "errorMessage") && (!err11.emUsed)) && (err11.instancePath === instancePath+"/name")) && (err11.keyword in emErrors0)) && (err11.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err11.schemaPath.slice(17)))){
emErrors0[err11.keyword].push(err11);
err11.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.properties.name.errorMessage[key0],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
const emErrs0 = [];
for(const err13 of vErrors){
if(!err13.emUsed){
emErrs0.push(err13);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data["tunnel-mode"] !== undefined){
let data3 = data["tunnel-mode"];
if(typeof data3 !== "string"){
const err14 = {instancePath:instancePath+"/tunnel-mode",schemaPath:"#/properties/tunnel-mode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["tunnel-mode"].type,parentSchema:schema53.properties["tunnel-mode"],data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const _errs16 = errors;
let valid6 = false;
let passing0 = null;
const _errs17 = errors;
if("enable" !== data3){
const err15 = {instancePath:instancePath+"/tunnel-mode",schemaPath:"#/properties/tunnel-mode/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["tunnel-mode"].oneOf[0],data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid2 = _errs17 === errors;
if(_valid2){
valid6 = true;
passing0 = 0;
}
const _errs18 = errors;
if("disable" !== data3){
const err16 = {instancePath:instancePath+"/tunnel-mode",schemaPath:"#/properties/tunnel-mode/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["tunnel-mode"].oneOf[1],data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid2 = _errs18 === errors;
if(_valid2 && valid6){
valid6 = false;
passing0 = [passing0, 1];
}
else {
if(_valid2){
valid6 = true;
passing0 = 1;
}
}
if(!valid6){
const err17 = {instancePath:instancePath+"/tunnel-mode",schemaPath:"#/properties/tunnel-mode/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties["tunnel-mode"].oneOf,parentSchema:schema53.properties["tunnel-mode"],data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
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
if(data["split-tunneling"] !== undefined){
let data4 = data["split-tunneling"];
if(typeof data4 !== "string"){
const err18 = {instancePath:instancePath+"/split-tunneling",schemaPath:"#/properties/split-tunneling/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["split-tunneling"].type,parentSchema:schema53.properties["split-tunneling"],data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const _errs21 = errors;
let valid7 = false;
let passing1 = null;
const _errs22 = errors;
if("enable" !== data4){
const err19 = {instancePath:instancePath+"/split-tunneling",schemaPath:"#/properties/split-tunneling/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["split-tunneling"].oneOf[0],data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid3 = _errs22 === errors;
if(_valid3){
valid7 = true;
passing1 = 0;
}
const _errs23 = errors;
if("disable" !== data4){
const err20 = {instancePath:instancePath+"/split-tunneling",schemaPath:"#/properties/split-tunneling/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["split-tunneling"].oneOf[1],data:data4};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid3 = _errs23 === errors;
if(_valid3 && valid7){
valid7 = false;
passing1 = [passing1, 1];
}
else {
if(_valid3){
valid7 = true;
passing1 = 1;
}
}
if(!valid7){
const err21 = {instancePath:instancePath+"/split-tunneling",schemaPath:"#/properties/split-tunneling/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties["split-tunneling"].oneOf,parentSchema:schema53.properties["split-tunneling"],data:data4};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
}
if(data["ip-pools"] !== undefined){
let data5 = data["ip-pools"];
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(typeof data6 === "string"){
if(func1(data6) > 79){
const err22 = {instancePath:instancePath+"/ip-pools/" + i0,schemaPath:"#/properties/ip-pools/items/maxLength",keyword:"maxLength",params:{limit: 79},message:"must NOT have more than 79 characters",schema:79,parentSchema:schema53.properties["ip-pools"].items,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func1(data6) < 1){
const err23 = {instancePath:instancePath+"/ip-pools/" + i0,schemaPath:"#/properties/ip-pools/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties["ip-pools"].items,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/ip-pools/" + i0,schemaPath:"#/properties/ip-pools/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["ip-pools"].items.type,parentSchema:schema53.properties["ip-pools"].items,data:data6};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"minLength":[],"maxLength":[]};
const templates1 = {};
for(const err25 of vErrors){
if((((((err25.keyword !== "errorMessage") && (!err25.emUsed)) && (err25.instancePath === instancePath+"/ip-pools/" + i0)) && (err25.keyword in emErrors1)) && (err25.schemaPath.indexOf("#/properties/ip-pools/items") === 0)) && (/^\/[^\/]*$/.test(err25.schemaPath.slice(27)))){
emErrors1[err25.keyword].push(err25);
err25.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err26 = {instancePath:instancePath+"/ip-pools/" + i0,schemaPath:"#/properties/ip-pools/items/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties["ip-pools"].items.errorMessage[key1],schema:schema53.properties["ip-pools"].items.errorMessage,parentSchema:schema53.properties["ip-pools"].items,data:data6};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
const emErrs1 = [];
for(const err27 of vErrors){
if(!err27.emUsed){
emErrs1.push(err27);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
let i1 = data5.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data5[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err28 = {instancePath:instancePath+"/ip-pools",schemaPath:"#/properties/ip-pools/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema53.properties["ip-pools"],data:data5};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err29 = {instancePath:instancePath+"/ip-pools",schemaPath:"#/properties/ip-pools/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties["ip-pools"].type,parentSchema:schema53.properties["ip-pools"],data:data5};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data["web-mode"] !== undefined){
let data7 = data["web-mode"];
if(typeof data7 !== "string"){
const err30 = {instancePath:instancePath+"/web-mode",schemaPath:"#/properties/web-mode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["web-mode"].type,parentSchema:schema53.properties["web-mode"],data:data7};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
const _errs30 = errors;
let valid11 = false;
let passing2 = null;
const _errs31 = errors;
if("enable" !== data7){
const err31 = {instancePath:instancePath+"/web-mode",schemaPath:"#/properties/web-mode/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["web-mode"].oneOf[0],data:data7};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid4 = _errs31 === errors;
if(_valid4){
valid11 = true;
passing2 = 0;
}
const _errs32 = errors;
if("disable" !== data7){
const err32 = {instancePath:instancePath+"/web-mode",schemaPath:"#/properties/web-mode/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["web-mode"].oneOf[1],data:data7};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid4 = _errs32 === errors;
if(_valid4 && valid11){
valid11 = false;
passing2 = [passing2, 1];
}
else {
if(_valid4){
valid11 = true;
passing2 = 1;
}
}
if(!valid11){
const err33 = {instancePath:instancePath+"/web-mode",schemaPath:"#/properties/web-mode/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema53.properties["web-mode"].oneOf,parentSchema:schema53.properties["web-mode"],data:data7};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
}
if(data.heading !== undefined){
let data8 = data.heading;
if(typeof data8 === "string"){
if(func1(data8) > 31){
const err34 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/maxLength",keyword:"maxLength",params:{limit: 31},message:"must NOT have more than 31 characters",schema:31,parentSchema:schema53.properties.heading,data:data8};
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
const err35 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.heading.type,parentSchema:schema53.properties.heading,data:data8};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"maxLength":[]};
const templates2 = {};
for(const err36 of vErrors){
if((((((err36.keyword !== "errorMessage") && (!err36.emUsed)) && (err36.instancePath === instancePath+"/heading")) && (err36.keyword in emErrors2)) && (err36.schemaPath.indexOf("#/properties/heading") === 0)) && (/^\/[^\/]*$/.test(err36.schemaPath.slice(20)))){
emErrors2[err36.keyword].push(err36);
err36.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err37 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties.heading.errorMessage[key2],schema:schema53.properties.heading.errorMessage,parentSchema:schema53.properties.heading,data:data8};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
const emErrs2 = [];
for(const err38 of vErrors){
if(!err38.emUsed){
emErrs2.push(err38);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.theme !== undefined){
let data9 = data.theme;
if(typeof data9 !== "string"){
const err39 = {instancePath:instancePath+"/theme",schemaPath:"#/properties/theme/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.theme.type,parentSchema:schema53.properties.theme,data:data9};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
const _errs37 = errors;
let valid12 = false;
let passing3 = null;
const _errs38 = errors;
if("security-fabric" !== data9){
const err40 = {instancePath:instancePath+"/theme",schemaPath:"#/properties/theme/oneOf/0/const",keyword:"const",params:{allowedValue: "security-fabric"},message:"must be equal to constant",schema:"security-fabric",parentSchema:schema53.properties.theme.oneOf[0],data:data9};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid5 = _errs38 === errors;
if(_valid5){
valid12 = true;
passing3 = 0;
}
const _errs39 = errors;
if("jade" !== data9){
const err41 = {instancePath:instancePath+"/theme",schemaPath:"#/properties/theme/oneOf/1/const",keyword:"const",params:{allowedValue: "jade"},message:"must be equal to constant",schema:"jade",parentSchema:schema53.properties.theme.oneOf[1],data:data9};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid5 = _errs39 === errors;
if(_valid5 && valid12){
valid12 = false;
passing3 = [passing3, 1];
}
else {
if(_valid5){
valid12 = true;
passing3 = 1;
}
const _errs40 = errors;
if("neutrino" !== data9){
const err42 = {instancePath:instancePath+"/theme",schemaPath:"#/properties/theme/oneOf/2/const",keyword:"const",params:{allowedValue: "neutrino"},message:"must be equal to constant",schema:"neutrino",parentSchema:schema53.properties.theme.oneOf[2],data:data9};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid5 = _errs40 === errors;
if(_valid5 && valid12){
valid12 = false;
passing3 = [passing3, 2];
}
else {
if(_valid5){
valid12 = true;
passing3 = 2;
}
const _errs41 = errors;
if("mariner" !== data9){
const err43 = {instancePath:instancePath+"/theme",schemaPath:"#/properties/theme/oneOf/3/const",keyword:"const",params:{allowedValue: "mariner"},message:"must be equal to constant",schema:"mariner",parentSchema:schema53.properties.theme.oneOf[3],data:data9};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid5 = _errs41 === errors;
if(_valid5 && valid12){
valid12 = false;
passing3 = [passing3, 3];
}
else {
if(_valid5){
valid12 = true;
passing3 = 3;
}
const _errs42 = errors;
if("graphite" !== data9){
const err44 = {instancePath:instancePath+"/theme",schemaPath:"#/properties/theme/oneOf/4/const",keyword:"const",params:{allowedValue: "graphite"},message:"must be equal to constant",schema:"graphite",parentSchema:schema53.properties.theme.oneOf[4],data:data9};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid5 = _errs42 === errors;
if(_valid5 && valid12){
valid12 = false;
passing3 = [passing3, 4];
}
else {
if(_valid5){
valid12 = true;
passing3 = 4;
}
const _errs43 = errors;
if("melongene" !== data9){
const err45 = {instancePath:instancePath+"/theme",schemaPath:"#/properties/theme/oneOf/5/const",keyword:"const",params:{allowedValue: "melongene"},message:"must be equal to constant",schema:"melongene",parentSchema:schema53.properties.theme.oneOf[5],data:data9};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid5 = _errs43 === errors;
if(_valid5 && valid12){
valid12 = false;
passing3 = [passing3, 5];
}
else {
if(_valid5){
valid12 = true;
passing3 = 5;
}
const _errs44 = errors;
if("dark-matter" !== data9){
const err46 = {instancePath:instancePath+"/theme",schemaPath:"#/properties/theme/oneOf/6/const",keyword:"const",params:{allowedValue: "dark-matter"},message:"must be equal to constant",schema:"dark-matter",parentSchema:schema53.properties.theme.oneOf[6],data:data9};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid5 = _errs44 === errors;
if(_valid5 && valid12){
valid12 = false;
passing3 = [passing3, 6];
}
else {
if(_valid5){
valid12 = true;
passing3 = 6;
}
const _errs45 = errors;
if("onyx" !== data9){
const err47 = {instancePath:instancePath+"/theme",schemaPath:"#/properties/theme/oneOf/7/const",keyword:"const",params:{allowedValue: "onyx"},message:"must be equal to constant",schema:"onyx",parentSchema:schema53.properties.theme.oneOf[7],data:data9};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid5 = _errs45 === errors;
if(_valid5 && valid12){
valid12 = false;
passing3 = [passing3, 7];
}
else {
if(_valid5){
valid12 = true;
passing3 = 7;
}
const _errs46 = errors;
if("eclipse" !== data9){
const err48 = {instancePath:instancePath+"/theme",schemaPath:"#/properties/theme/oneOf/8/const",keyword:"const",params:{allowedValue: "eclipse"},message:"must be equal to constant",schema:"eclipse",parentSchema:schema53.properties.theme.oneOf[8],data:data9};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid5 = _errs46 === errors;
if(_valid5 && valid12){
valid12 = false;
passing3 = [passing3, 8];
}
else {
if(_valid5){
valid12 = true;
passing3 = 8;
}
}
}
}
}
}
}
}
}
if(!valid12){
const err49 = {instancePath:instancePath+"/theme",schemaPath:"#/properties/theme/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf",schema:schema53.properties.theme.oneOf,parentSchema:schema53.properties.theme,data:data9};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
else {
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
}
}
if(data["limit-user-logins"] !== undefined){
let data10 = data["limit-user-logins"];
if(typeof data10 !== "string"){
const err50 = {instancePath:instancePath+"/limit-user-logins",schemaPath:"#/properties/limit-user-logins/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["limit-user-logins"].type,parentSchema:schema53.properties["limit-user-logins"],data:data10};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
const _errs49 = errors;
let valid13 = false;
let passing4 = null;
const _errs50 = errors;
if("enable" !== data10){
const err51 = {instancePath:instancePath+"/limit-user-logins",schemaPath:"#/properties/limit-user-logins/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["limit-user-logins"].oneOf[0],data:data10};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid6 = _errs50 === errors;
if(_valid6){
valid13 = true;
passing4 = 0;
}
const _errs51 = errors;
if("disable" !== data10){
const err52 = {instancePath:instancePath+"/limit-user-logins",schemaPath:"#/properties/limit-user-logins/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["limit-user-logins"].oneOf[1],data:data10};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid6 = _errs51 === errors;
if(_valid6 && valid13){
valid13 = false;
passing4 = [passing4, 1];
}
else {
if(_valid6){
valid13 = true;
passing4 = 1;
}
}
if(!valid13){
const err53 = {instancePath:instancePath+"/limit-user-logins",schemaPath:"#/properties/limit-user-logins/oneOf",keyword:"oneOf",params:{passingSchemas: passing4},message:"must match exactly one schema in oneOf",schema:schema53.properties["limit-user-logins"].oneOf,parentSchema:schema53.properties["limit-user-logins"],data:data10};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
else {
errors = _errs49;
if(vErrors !== null){
if(_errs49){
vErrors.length = _errs49;
}
else {
vErrors = null;
}
}
}
}
if(data["forticlient-download"] !== undefined){
let data11 = data["forticlient-download"];
if(typeof data11 !== "string"){
const err54 = {instancePath:instancePath+"/forticlient-download",schemaPath:"#/properties/forticlient-download/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["forticlient-download"].type,parentSchema:schema53.properties["forticlient-download"],data:data11};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
const _errs54 = errors;
let valid14 = false;
let passing5 = null;
const _errs55 = errors;
if("enable" !== data11){
const err55 = {instancePath:instancePath+"/forticlient-download",schemaPath:"#/properties/forticlient-download/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["forticlient-download"].oneOf[0],data:data11};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid7 = _errs55 === errors;
if(_valid7){
valid14 = true;
passing5 = 0;
}
const _errs56 = errors;
if("disable" !== data11){
const err56 = {instancePath:instancePath+"/forticlient-download",schemaPath:"#/properties/forticlient-download/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["forticlient-download"].oneOf[1],data:data11};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid7 = _errs56 === errors;
if(_valid7 && valid14){
valid14 = false;
passing5 = [passing5, 1];
}
else {
if(_valid7){
valid14 = true;
passing5 = 1;
}
}
if(!valid14){
const err57 = {instancePath:instancePath+"/forticlient-download",schemaPath:"#/properties/forticlient-download/oneOf",keyword:"oneOf",params:{passingSchemas: passing5},message:"must match exactly one schema in oneOf",schema:schema53.properties["forticlient-download"].oneOf,parentSchema:schema53.properties["forticlient-download"],data:data11};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
else {
errors = _errs54;
if(vErrors !== null){
if(_errs54){
vErrors.length = _errs54;
}
else {
vErrors = null;
}
}
}
}
if(data.comments !== undefined){
let data12 = data.comments;
if(typeof data12 === "string"){
if(func1(data12) > 255){
const err58 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema53.properties.comments,data:data12};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.comments.type,parentSchema:schema53.properties.comments,data:data12};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"maxLength":[]};
const templates3 = {};
for(const err60 of vErrors){
if((((((err60.keyword !== "errorMessage") && (!err60.emUsed)) && (err60.instancePath === instancePath+"/comments")) && (err60.keyword in emErrors3)) && (err60.schemaPath.indexOf("#/properties/comments") === 0)) && (/^\/[^\/]*$/.test(err60.schemaPath.slice(21)))){
emErrors3[err60.keyword].push(err60);
err60.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err61 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.properties.comments.errorMessage[key3],schema:schema53.properties.comments.errorMessage,parentSchema:schema53.properties.comments,data:data12};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
const emErrs3 = [];
for(const err62 of vErrors){
if(!err62.emUsed){
emErrs3.push(err62);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
}
else {
const err63 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"required":{"name":[]}};
const templates4 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err64 of vErrors){
if((((((err64.keyword !== "errorMessage") && (!err64.emUsed)) && (err64.instancePath === instancePath)) && (err64.keyword in emErrors4)) && (err64.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err64.schemaPath.slice(1)))){
emPropParams0 = obj0[err64.keyword];
emParamsErrors0 = emErrors4[err64.keyword][err64.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err64);
err64.emUsed = true;
}
}
}
for(const key4 in emErrors4){
for(const keyProp0 in emErrors4[key4]){
emParamsErrors0 = emErrors4[key4][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates4[key4] && templates4[key4][keyProp0];
const err65 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key4][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
const emErrs4 = [];
for(const err66 of vErrors){
if(!err66.emUsed){
emErrs4.push(err66);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["21fd9e38"] = validate25;
const schema54 = {"properties":{"tunnel-mode":{"const":"enable"}},"required":["tunnel-mode"],"$id":"21fd9e38"};

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
if(data["tunnel-mode"] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tunnel-mode"},message:"must have required property '"+"tunnel-mode"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data["tunnel-mode"] !== undefined){
let data0 = data["tunnel-mode"];
if("enable" !== data0){
const err1 = {instancePath:instancePath+"/tunnel-mode",schemaPath:"#/properties/tunnel-mode/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema54.properties["tunnel-mode"],data:data0};
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
validate25.evaluated = {"props":{"tunnel-mode":true},"dynamicProps":false,"dynamicItems":false};

exports["6e3de4ce"] = validate26;
const schema55 = {"properties":{"web-mode":{"const":"enable"}},"required":["web-mode"],"$id":"6e3de4ce"};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["web-mode"] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "web-mode"},message:"must have required property '"+"web-mode"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data["web-mode"] !== undefined){
let data0 = data["web-mode"];
if("enable" !== data0){
const err1 = {instancePath:instancePath+"/web-mode",schemaPath:"#/properties/web-mode/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema55.properties["web-mode"],data:data0};
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
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"web-mode":true},"dynamicProps":false,"dynamicItems":false};

exports["4fa2a2d7"] = validate27;
const schema56 = {"const":"enable","title":"Enable","$id":"4fa2a2d7"};

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
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema56,data};
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

exports["78fd03b3"] = validate28;
const schema57 = {"const":"disable","title":"Disable","$id":"78fd03b3"};

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
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema57,data};
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

exports["-2db1a8e6"] = validate29;
const schema58 = {"const":"security-fabric","title":"Security Fabric","$id":"-2db1a8e6"};

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
if("security-fabric" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "security-fabric"},message:"must be equal to constant",schema:"security-fabric",parentSchema:schema58,data};
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

exports["-eee3f09"] = validate30;
const schema59 = {"const":"jade","title":"Jade","$id":"-eee3f09"};

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
if("jade" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "jade"},message:"must be equal to constant",schema:"jade",parentSchema:schema59,data};
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

exports["-236575c9"] = validate31;
const schema60 = {"const":"neutrino","title":"Neutrino","$id":"-236575c9"};

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
if("neutrino" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "neutrino"},message:"must be equal to constant",schema:"neutrino",parentSchema:schema60,data};
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

exports.b1cddc3 = validate32;
const schema61 = {"const":"mariner","title":"Mariner","$id":"b1cddc3"};

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
if("mariner" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "mariner"},message:"must be equal to constant",schema:"mariner",parentSchema:schema61,data};
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

exports["-626b6a89"] = validate33;
const schema62 = {"const":"graphite","title":"Graphite","$id":"-626b6a89"};

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
if("graphite" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "graphite"},message:"must be equal to constant",schema:"graphite",parentSchema:schema62,data};
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

exports["2c9cbdf3"] = validate34;
const schema63 = {"const":"melongene","title":"Melongene","$id":"2c9cbdf3"};

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
if("melongene" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "melongene"},message:"must be equal to constant",schema:"melongene",parentSchema:schema63,data};
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

exports["76741be6"] = validate35;
const schema64 = {"const":"dark-matter","title":"Dark Matter","$id":"76741be6"};

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
if("dark-matter" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "dark-matter"},message:"must be equal to constant",schema:"dark-matter",parentSchema:schema64,data};
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

exports["725d7c37"] = validate36;
const schema65 = {"const":"onyx","title":"Onyx","$id":"725d7c37"};

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
if("onyx" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "onyx"},message:"must be equal to constant",schema:"onyx",parentSchema:schema65,data};
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

exports["676ff931"] = validate37;
const schema66 = {"const":"eclipse","title":"Eclipse","$id":"676ff931"};

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
if("eclipse" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "eclipse"},message:"must be equal to constant",schema:"eclipse",parentSchema:schema66,data};
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
