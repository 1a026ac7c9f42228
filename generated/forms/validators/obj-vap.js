// generated from specs/forms/obj-vap.schema.json and obj-vap.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["546666ff"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","ssid","security"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":15,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 15 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"ssid":{"type":"string","title":"SSID","maxLength":32,"errorMessage":{"maxLength":"SSID cannot be longer than 32 characters.","minLength":"This field is required."},"minLength":1,"description":"Network name the access points broadcast."},"security":{"type":"string","title":"Security Mode","oneOf":[{"const":"open","title":"Open"},{"const":"wpa2-only-personal","title":"WPA2 Personal"},{"const":"wpa3-sae","title":"WPA3 SAE"},{"const":"wpa3-sae-transition","title":"WPA3 SAE Transition"},{"const":"wpa2-only-enterprise","title":"WPA2 Enterprise"},{"const":"wpa3-enterprise","title":"WPA3 Enterprise"}],"default":"wpa2-only-personal"},"passphrase":{"type":"string","title":"Passphrase","minLength":8,"maxLength":63,"pattern":"^[\\x20-\\x7E]*$","errorMessage":{"minLength":"The passphrase must be 8 to 63 characters.","maxLength":"The passphrase must be 8 to 63 characters.","pattern":"The passphrase may hold printable ASCII characters only."}},"vlanid":{"type":"integer","title":"VLAN ID","minimum":1,"maximum":4094,"errorMessage":{"minimum":"VLAN ID must be between 1 and 4094.","maximum":"VLAN ID must be between 1 and 4094.","type":"VLAN ID must be a whole number."},"description":"802.1Q VLAN ID."},"band":{"type":"string","title":"Band","oneOf":[{"const":"2.4G","title":"2.4 GHz"},{"const":"5G","title":"5 GHz"},{"const":"6G","title":"6 GHz"},{"const":"dual","title":"2.4 GHz and 5 GHz"},{"const":"all","title":"All bands"}],"default":"dual","description":"Radio bands the SSID is broadcast on."},"broadcast-ssid":{"type":"string","title":"Broadcast SSID","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"enable"},"max-clients":{"type":"integer","title":"Maximum Clients","minimum":0,"maximum":512,"errorMessage":{"minimum":"Maximum Clients must be between 0 and 512.","maximum":"Maximum Clients must be between 0 and 512.","type":"Maximum Clients must be a whole number."},"default":0,"description":"0 means no limit."},"schedule":{"type":"string","title":"Schedule","maxLength":35,"errorMessage":{"maxLength":"Schedule cannot be longer than 35 characters."}},"comments":{"type":"string","title":"Comments","maxLength":255,"errorMessage":{"maxLength":"Comments cannot be longer than 255 characters."}}},"errorMessage":{"required":{"name":"This field is required.","ssid":"This field is required.","security":"This field is required."}},"allOf":[{"if":{"properties":{"security":{"enum":["wpa2-only-personal","wpa3-sae","wpa3-sae-transition"]}},"required":["security"]},"then":{"required":["passphrase"],"errorMessage":{"required":{"passphrase":"A passphrase is required for this security mode."}}}}],"$id":"546666ff"};
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const pattern5 = new RegExp("^[\\x20-\\x7E]*$", "u");

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
if((data.security === undefined) && (missing0 = "security")){
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
if(data.security !== undefined){
let data0 = data.security;
if(!(((data0 === "wpa2-only-personal") || (data0 === "wpa3-sae")) || (data0 === "wpa3-sae-transition"))){
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
if(data.passphrase === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "passphrase"},message:"must have required property '"+"passphrase"+"'",schema:schema53.allOf[0].then.required,parentSchema:schema53.allOf[0].then,data};
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
const emErrors0 = {"required":{"passphrase":[]}};
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
if(data.ssid === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ssid"},message:"must have required property '"+"ssid"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.security === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "security"},message:"must have required property '"+"security"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func1(data1) > 15){
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters",schema:15,parentSchema:schema53.properties.name,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data1) < 1){
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern4.test(data1)){
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates1 = {};
for(const err14 of vErrors){
if((((((err14.keyword !== "errorMessage") && (!err14.emUsed)) && (err14.instancePath === instancePath+"/name")) && (err14.keyword in emErrors1)) && (err14.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err14.schemaPath.slice(17)))){
emErrors1[err14.keyword].push(err14);
err14.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err15 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties.name.errorMessage[key1],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data1};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
const emErrs1 = [];
for(const err16 of vErrors){
if(!err16.emUsed){
emErrs1.push(err16);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.ssid !== undefined){
let data2 = data.ssid;
if(typeof data2 === "string"){
if(func1(data2) > 32){
const err17 = {instancePath:instancePath+"/ssid",schemaPath:"#/properties/ssid/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters",schema:32,parentSchema:schema53.properties.ssid,data:data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func1(data2) < 1){
const err18 = {instancePath:instancePath+"/ssid",schemaPath:"#/properties/ssid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.ssid,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/ssid",schemaPath:"#/properties/ssid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.ssid.type,parentSchema:schema53.properties.ssid,data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"maxLength":[],"minLength":[]};
const templates2 = {};
for(const err20 of vErrors){
if((((((err20.keyword !== "errorMessage") && (!err20.emUsed)) && (err20.instancePath === instancePath+"/ssid")) && (err20.keyword in emErrors2)) && (err20.schemaPath.indexOf("#/properties/ssid") === 0)) && (/^\/[^\/]*$/.test(err20.schemaPath.slice(17)))){
emErrors2[err20.keyword].push(err20);
err20.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err21 = {instancePath:instancePath+"/ssid",schemaPath:"#/properties/ssid/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties.ssid.errorMessage[key2],schema:schema53.properties.ssid.errorMessage,parentSchema:schema53.properties.ssid,data:data2};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
const emErrs2 = [];
for(const err22 of vErrors){
if(!err22.emUsed){
emErrs2.push(err22);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.security !== undefined){
let data3 = data.security;
if(typeof data3 !== "string"){
const err23 = {instancePath:instancePath+"/security",schemaPath:"#/properties/security/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.security.type,parentSchema:schema53.properties.security,data:data3};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const _errs13 = errors;
let valid4 = false;
let passing0 = null;
const _errs14 = errors;
if("open" !== data3){
const err24 = {instancePath:instancePath+"/security",schemaPath:"#/properties/security/oneOf/0/const",keyword:"const",params:{allowedValue: "open"},message:"must be equal to constant",schema:"open",parentSchema:schema53.properties.security.oneOf[0],data:data3};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid1 = _errs14 === errors;
if(_valid1){
valid4 = true;
passing0 = 0;
}
const _errs15 = errors;
if("wpa2-only-personal" !== data3){
const err25 = {instancePath:instancePath+"/security",schemaPath:"#/properties/security/oneOf/1/const",keyword:"const",params:{allowedValue: "wpa2-only-personal"},message:"must be equal to constant",schema:"wpa2-only-personal",parentSchema:schema53.properties.security.oneOf[1],data:data3};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid1 = _errs15 === errors;
if(_valid1 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid4 = true;
passing0 = 1;
}
const _errs16 = errors;
if("wpa3-sae" !== data3){
const err26 = {instancePath:instancePath+"/security",schemaPath:"#/properties/security/oneOf/2/const",keyword:"const",params:{allowedValue: "wpa3-sae"},message:"must be equal to constant",schema:"wpa3-sae",parentSchema:schema53.properties.security.oneOf[2],data:data3};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid1 = _errs16 === errors;
if(_valid1 && valid4){
valid4 = false;
passing0 = [passing0, 2];
}
else {
if(_valid1){
valid4 = true;
passing0 = 2;
}
const _errs17 = errors;
if("wpa3-sae-transition" !== data3){
const err27 = {instancePath:instancePath+"/security",schemaPath:"#/properties/security/oneOf/3/const",keyword:"const",params:{allowedValue: "wpa3-sae-transition"},message:"must be equal to constant",schema:"wpa3-sae-transition",parentSchema:schema53.properties.security.oneOf[3],data:data3};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid1 = _errs17 === errors;
if(_valid1 && valid4){
valid4 = false;
passing0 = [passing0, 3];
}
else {
if(_valid1){
valid4 = true;
passing0 = 3;
}
const _errs18 = errors;
if("wpa2-only-enterprise" !== data3){
const err28 = {instancePath:instancePath+"/security",schemaPath:"#/properties/security/oneOf/4/const",keyword:"const",params:{allowedValue: "wpa2-only-enterprise"},message:"must be equal to constant",schema:"wpa2-only-enterprise",parentSchema:schema53.properties.security.oneOf[4],data:data3};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid1 = _errs18 === errors;
if(_valid1 && valid4){
valid4 = false;
passing0 = [passing0, 4];
}
else {
if(_valid1){
valid4 = true;
passing0 = 4;
}
const _errs19 = errors;
if("wpa3-enterprise" !== data3){
const err29 = {instancePath:instancePath+"/security",schemaPath:"#/properties/security/oneOf/5/const",keyword:"const",params:{allowedValue: "wpa3-enterprise"},message:"must be equal to constant",schema:"wpa3-enterprise",parentSchema:schema53.properties.security.oneOf[5],data:data3};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid1 = _errs19 === errors;
if(_valid1 && valid4){
valid4 = false;
passing0 = [passing0, 5];
}
else {
if(_valid1){
valid4 = true;
passing0 = 5;
}
}
}
}
}
}
if(!valid4){
const err30 = {instancePath:instancePath+"/security",schemaPath:"#/properties/security/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties.security.oneOf,parentSchema:schema53.properties.security,data:data3};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.passphrase !== undefined){
let data4 = data.passphrase;
if(typeof data4 === "string"){
if(func1(data4) > 63){
const err31 = {instancePath:instancePath+"/passphrase",schemaPath:"#/properties/passphrase/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema53.properties.passphrase,data:data4};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(func1(data4) < 8){
const err32 = {instancePath:instancePath+"/passphrase",schemaPath:"#/properties/passphrase/minLength",keyword:"minLength",params:{limit: 8},message:"must NOT have fewer than 8 characters",schema:8,parentSchema:schema53.properties.passphrase,data:data4};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!pattern5.test(data4)){
const err33 = {instancePath:instancePath+"/passphrase",schemaPath:"#/properties/passphrase/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7E]*$"},message:"must match pattern \""+"^[\\x20-\\x7E]*$"+"\"",schema:"^[\\x20-\\x7E]*$",parentSchema:schema53.properties.passphrase,data:data4};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/passphrase",schemaPath:"#/properties/passphrase/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.passphrase.type,parentSchema:schema53.properties.passphrase,data:data4};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates3 = {};
for(const err35 of vErrors){
if((((((err35.keyword !== "errorMessage") && (!err35.emUsed)) && (err35.instancePath === instancePath+"/passphrase")) && (err35.keyword in emErrors3)) && (err35.schemaPath.indexOf("#/properties/passphrase") === 0)) && (/^\/[^\/]*$/.test(err35.schemaPath.slice(23)))){
emErrors3[err35.keyword].push(err35);
err35.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err36 = {instancePath:instancePath+"/passphrase",schemaPath:"#/properties/passphrase/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.properties.passphrase.errorMessage[key3],schema:schema53.properties.passphrase.errorMessage,parentSchema:schema53.properties.passphrase,data:data4};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
const emErrs3 = [];
for(const err37 of vErrors){
if(!err37.emUsed){
emErrs3.push(err37);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.vlanid !== undefined){
let data5 = data.vlanid;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err38 = {instancePath:instancePath+"/vlanid",schemaPath:"#/properties/vlanid/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties.vlanid.type,parentSchema:schema53.properties.vlanid,data:data5};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 4094 || isNaN(data5)){
const err39 = {instancePath:instancePath+"/vlanid",schemaPath:"#/properties/vlanid/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4094},message:"must be <= 4094",schema:4094,parentSchema:schema53.properties.vlanid,data:data5};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err40 = {instancePath:instancePath+"/vlanid",schemaPath:"#/properties/vlanid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema53.properties.vlanid,data:data5};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(errors > 0){
const emErrors4 = {"minimum":[],"maximum":[],"type":[]};
const templates4 = {};
for(const err41 of vErrors){
if((((((err41.keyword !== "errorMessage") && (!err41.emUsed)) && (err41.instancePath === instancePath+"/vlanid")) && (err41.keyword in emErrors4)) && (err41.schemaPath.indexOf("#/properties/vlanid") === 0)) && (/^\/[^\/]*$/.test(err41.schemaPath.slice(19)))){
emErrors4[err41.keyword].push(err41);
err41.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err42 = {instancePath:instancePath+"/vlanid",schemaPath:"#/properties/vlanid/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema53.properties.vlanid.errorMessage[key4],schema:schema53.properties.vlanid.errorMessage,parentSchema:schema53.properties.vlanid,data:data5};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
const emErrs4 = [];
for(const err43 of vErrors){
if(!err43.emUsed){
emErrs4.push(err43);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.band !== undefined){
let data6 = data.band;
if(typeof data6 !== "string"){
const err44 = {instancePath:instancePath+"/band",schemaPath:"#/properties/band/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.band.type,parentSchema:schema53.properties.band,data:data6};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
const _errs26 = errors;
let valid5 = false;
let passing1 = null;
const _errs27 = errors;
if("2.4G" !== data6){
const err45 = {instancePath:instancePath+"/band",schemaPath:"#/properties/band/oneOf/0/const",keyword:"const",params:{allowedValue: "2.4G"},message:"must be equal to constant",schema:"2.4G",parentSchema:schema53.properties.band.oneOf[0],data:data6};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid2 = _errs27 === errors;
if(_valid2){
valid5 = true;
passing1 = 0;
}
const _errs28 = errors;
if("5G" !== data6){
const err46 = {instancePath:instancePath+"/band",schemaPath:"#/properties/band/oneOf/1/const",keyword:"const",params:{allowedValue: "5G"},message:"must be equal to constant",schema:"5G",parentSchema:schema53.properties.band.oneOf[1],data:data6};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid2 = _errs28 === errors;
if(_valid2 && valid5){
valid5 = false;
passing1 = [passing1, 1];
}
else {
if(_valid2){
valid5 = true;
passing1 = 1;
}
const _errs29 = errors;
if("6G" !== data6){
const err47 = {instancePath:instancePath+"/band",schemaPath:"#/properties/band/oneOf/2/const",keyword:"const",params:{allowedValue: "6G"},message:"must be equal to constant",schema:"6G",parentSchema:schema53.properties.band.oneOf[2],data:data6};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid2 = _errs29 === errors;
if(_valid2 && valid5){
valid5 = false;
passing1 = [passing1, 2];
}
else {
if(_valid2){
valid5 = true;
passing1 = 2;
}
const _errs30 = errors;
if("dual" !== data6){
const err48 = {instancePath:instancePath+"/band",schemaPath:"#/properties/band/oneOf/3/const",keyword:"const",params:{allowedValue: "dual"},message:"must be equal to constant",schema:"dual",parentSchema:schema53.properties.band.oneOf[3],data:data6};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid2 = _errs30 === errors;
if(_valid2 && valid5){
valid5 = false;
passing1 = [passing1, 3];
}
else {
if(_valid2){
valid5 = true;
passing1 = 3;
}
const _errs31 = errors;
if("all" !== data6){
const err49 = {instancePath:instancePath+"/band",schemaPath:"#/properties/band/oneOf/4/const",keyword:"const",params:{allowedValue: "all"},message:"must be equal to constant",schema:"all",parentSchema:schema53.properties.band.oneOf[4],data:data6};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid2 = _errs31 === errors;
if(_valid2 && valid5){
valid5 = false;
passing1 = [passing1, 4];
}
else {
if(_valid2){
valid5 = true;
passing1 = 4;
}
}
}
}
}
if(!valid5){
const err50 = {instancePath:instancePath+"/band",schemaPath:"#/properties/band/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties.band.oneOf,parentSchema:schema53.properties.band,data:data6};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
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
if(data["broadcast-ssid"] !== undefined){
let data7 = data["broadcast-ssid"];
if(typeof data7 !== "string"){
const err51 = {instancePath:instancePath+"/broadcast-ssid",schemaPath:"#/properties/broadcast-ssid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["broadcast-ssid"].type,parentSchema:schema53.properties["broadcast-ssid"],data:data7};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
const _errs34 = errors;
let valid6 = false;
let passing2 = null;
const _errs35 = errors;
if("enable" !== data7){
const err52 = {instancePath:instancePath+"/broadcast-ssid",schemaPath:"#/properties/broadcast-ssid/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["broadcast-ssid"].oneOf[0],data:data7};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid3 = _errs35 === errors;
if(_valid3){
valid6 = true;
passing2 = 0;
}
const _errs36 = errors;
if("disable" !== data7){
const err53 = {instancePath:instancePath+"/broadcast-ssid",schemaPath:"#/properties/broadcast-ssid/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["broadcast-ssid"].oneOf[1],data:data7};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid3 = _errs36 === errors;
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
const err54 = {instancePath:instancePath+"/broadcast-ssid",schemaPath:"#/properties/broadcast-ssid/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema53.properties["broadcast-ssid"].oneOf,parentSchema:schema53.properties["broadcast-ssid"],data:data7};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
}
}
if(data["max-clients"] !== undefined){
let data8 = data["max-clients"];
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err55 = {instancePath:instancePath+"/max-clients",schemaPath:"#/properties/max-clients/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["max-clients"].type,parentSchema:schema53.properties["max-clients"],data:data8};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 512 || isNaN(data8)){
const err56 = {instancePath:instancePath+"/max-clients",schemaPath:"#/properties/max-clients/maximum",keyword:"maximum",params:{comparison: "<=", limit: 512},message:"must be <= 512",schema:512,parentSchema:schema53.properties["max-clients"],data:data8};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err57 = {instancePath:instancePath+"/max-clients",schemaPath:"#/properties/max-clients/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties["max-clients"],data:data8};
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
const emErrors5 = {"minimum":[],"maximum":[],"type":[]};
const templates5 = {};
for(const err58 of vErrors){
if((((((err58.keyword !== "errorMessage") && (!err58.emUsed)) && (err58.instancePath === instancePath+"/max-clients")) && (err58.keyword in emErrors5)) && (err58.schemaPath.indexOf("#/properties/max-clients") === 0)) && (/^\/[^\/]*$/.test(err58.schemaPath.slice(24)))){
emErrors5[err58.keyword].push(err58);
err58.emUsed = true;
}
}
for(const key5 in emErrors5){
if(emErrors5[key5].length){
const err59 = {instancePath:instancePath+"/max-clients",schemaPath:"#/properties/max-clients/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema53.properties["max-clients"].errorMessage[key5],schema:schema53.properties["max-clients"].errorMessage,parentSchema:schema53.properties["max-clients"],data:data8};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
const emErrs5 = [];
for(const err60 of vErrors){
if(!err60.emUsed){
emErrs5.push(err60);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data.schedule !== undefined){
let data9 = data.schedule;
if(typeof data9 === "string"){
if(func1(data9) > 35){
const err61 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.schedule,data:data9};
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
const err62 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.schedule.type,parentSchema:schema53.properties.schedule,data:data9};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"maxLength":[]};
const templates6 = {};
for(const err63 of vErrors){
if((((((err63.keyword !== "errorMessage") && (!err63.emUsed)) && (err63.instancePath === instancePath+"/schedule")) && (err63.keyword in emErrors6)) && (err63.schemaPath.indexOf("#/properties/schedule") === 0)) && (/^\/[^\/]*$/.test(err63.schemaPath.slice(21)))){
emErrors6[err63.keyword].push(err63);
err63.emUsed = true;
}
}
for(const key6 in emErrors6){
if(emErrors6[key6].length){
const err64 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key6]},message:key6 in templates6 ? templates6[key6]() : schema53.properties.schedule.errorMessage[key6],schema:schema53.properties.schedule.errorMessage,parentSchema:schema53.properties.schedule,data:data9};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
const emErrs6 = [];
for(const err65 of vErrors){
if(!err65.emUsed){
emErrs6.push(err65);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
if(data.comments !== undefined){
let data10 = data.comments;
if(typeof data10 === "string"){
if(func1(data10) > 255){
const err66 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema53.properties.comments,data:data10};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
else {
const err67 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.comments.type,parentSchema:schema53.properties.comments,data:data10};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(errors > 0){
const emErrors7 = {"maxLength":[]};
const templates7 = {};
for(const err68 of vErrors){
if((((((err68.keyword !== "errorMessage") && (!err68.emUsed)) && (err68.instancePath === instancePath+"/comments")) && (err68.keyword in emErrors7)) && (err68.schemaPath.indexOf("#/properties/comments") === 0)) && (/^\/[^\/]*$/.test(err68.schemaPath.slice(21)))){
emErrors7[err68.keyword].push(err68);
err68.emUsed = true;
}
}
for(const key7 in emErrors7){
if(emErrors7[key7].length){
const err69 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key7]},message:key7 in templates7 ? templates7[key7]() : schema53.properties.comments.errorMessage[key7],schema:schema53.properties.comments.errorMessage,parentSchema:schema53.properties.comments,data:data10};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
const emErrs7 = [];
for(const err70 of vErrors){
if(!err70.emUsed){
emErrs7.push(err70);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
}
else {
const err71 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(errors > 0){
const emErrors8 = {"required":{"name":[],"ssid":[],"security":[]}};
const templates8 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err72 of vErrors){
if((((((err72.keyword !== "errorMessage") && (!err72.emUsed)) && (err72.instancePath === instancePath)) && (err72.keyword in emErrors8)) && (err72.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err72.schemaPath.slice(1)))){
emPropParams1 = obj0[err72.keyword];
emParamsErrors1 = emErrors8[err72.keyword][err72.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err72);
err72.emUsed = true;
}
}
}
for(const key8 in emErrors8){
for(const keyProp1 in emErrors8[key8]){
emParamsErrors1 = emErrors8[key8][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates8[key8] && templates8[key8][keyProp1];
const err73 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema53.errorMessage[key8][keyProp1],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
const emErrs8 = [];
for(const err74 of vErrors){
if(!err74.emUsed){
emErrs8.push(err74);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["2e6a027"] = validate25;
const schema54 = {"properties":{"security":{"enum":["wpa2-only-personal","wpa3-sae","wpa3-sae-transition"]}},"required":["security"],"$id":"2e6a027"};

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
if(data.security === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "security"},message:"must have required property '"+"security"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.security !== undefined){
let data0 = data.security;
if(!(((data0 === "wpa2-only-personal") || (data0 === "wpa3-sae")) || (data0 === "wpa3-sae-transition"))){
const err1 = {instancePath:instancePath+"/security",schemaPath:"#/properties/security/enum",keyword:"enum",params:{allowedValues: schema54.properties.security.enum},message:"must be equal to one of the allowed values",schema:schema54.properties.security.enum,parentSchema:schema54.properties.security,data:data0};
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
validate25.evaluated = {"props":{"security":true},"dynamicProps":false,"dynamicItems":false};

exports["-7d4e5d49"] = validate26;
const schema55 = {"const":"open","title":"Open","$id":"-7d4e5d49"};

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
if("open" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "open"},message:"must be equal to constant",schema:"open",parentSchema:schema55,data};
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

exports["-787bb24d"] = validate27;
const schema56 = {"const":"wpa2-only-personal","title":"WPA2 Personal","$id":"-787bb24d"};

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
if("wpa2-only-personal" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "wpa2-only-personal"},message:"must be equal to constant",schema:"wpa2-only-personal",parentSchema:schema56,data};
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

exports["3fbb76a4"] = validate28;
const schema57 = {"const":"wpa3-sae","title":"WPA3 SAE","$id":"3fbb76a4"};

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
if("wpa3-sae" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "wpa3-sae"},message:"must be equal to constant",schema:"wpa3-sae",parentSchema:schema57,data};
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

exports.d5a4c63 = validate29;
const schema58 = {"const":"wpa3-sae-transition","title":"WPA3 SAE Transition","$id":"d5a4c63"};

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
if("wpa3-sae-transition" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "wpa3-sae-transition"},message:"must be equal to constant",schema:"wpa3-sae-transition",parentSchema:schema58,data};
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

exports["4366f35"] = validate30;
const schema59 = {"const":"wpa2-only-enterprise","title":"WPA2 Enterprise","$id":"4366f35"};

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
if("wpa2-only-enterprise" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "wpa2-only-enterprise"},message:"must be equal to constant",schema:"wpa2-only-enterprise",parentSchema:schema59,data};
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

exports["77d131fc"] = validate31;
const schema60 = {"const":"wpa3-enterprise","title":"WPA3 Enterprise","$id":"77d131fc"};

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
if("wpa3-enterprise" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "wpa3-enterprise"},message:"must be equal to constant",schema:"wpa3-enterprise",parentSchema:schema60,data};
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

exports["-116ebf01"] = validate32;
const schema61 = {"const":"2.4G","title":"2.4 GHz","$id":"-116ebf01"};

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
if("2.4G" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "2.4G"},message:"must be equal to constant",schema:"2.4G",parentSchema:schema61,data};
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

exports["-7a5707a1"] = validate33;
const schema62 = {"const":"5G","title":"5 GHz","$id":"-7a5707a1"};

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
if("5G" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "5G"},message:"must be equal to constant",schema:"5G",parentSchema:schema62,data};
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

exports["-5dcef601"] = validate34;
const schema63 = {"const":"6G","title":"6 GHz","$id":"-5dcef601"};

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
if("6G" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "6G"},message:"must be equal to constant",schema:"6G",parentSchema:schema63,data};
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

exports["-54adf1af"] = validate35;
const schema64 = {"const":"dual","title":"2.4 GHz and 5 GHz","$id":"-54adf1af"};

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
if("dual" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "dual"},message:"must be equal to constant",schema:"dual",parentSchema:schema64,data};
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

exports["53bc93a3"] = validate36;
const schema65 = {"const":"all","title":"All bands","$id":"53bc93a3"};

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
if("all" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "all"},message:"must be equal to constant",schema:"all",parentSchema:schema65,data};
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

exports["4fa2a2d7"] = validate37;
const schema66 = {"const":"enable","title":"Enable","$id":"4fa2a2d7"};

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
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema66,data};
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

exports["78fd03b3"] = validate38;
const schema67 = {"const":"disable","title":"Disable","$id":"78fd03b3"};

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
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema67,data};
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

export const validateFns = exports;
