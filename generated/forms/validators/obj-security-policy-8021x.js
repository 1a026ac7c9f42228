// generated from specs/forms/obj-security-policy-8021x.schema.json and obj-security-policy-8021x.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-2624dbb0"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","user-group"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"security-mode":{"type":"string","title":"Security Mode","oneOf":[{"const":"port-based","title":"Port based"},{"const":"mac-based","title":"MAC based"}],"default":"port-based"},"user-group":{"type":"array","title":"User Groups","minItems":1,"items":{"type":"string","minLength":1},"errorMessage":{"minItems":"Add at least one user group."}},"mac-auth-bypass":{"type":"string","title":"MAC Authentication Bypass","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"disable"},"guest-vlan":{"type":"string","title":"Guest VLAN","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"disable"},"guest-vlan-id":{"type":"string","title":"Guest VLAN","maxLength":15,"errorMessage":{"maxLength":"Guest VLAN cannot be longer than 15 characters."}},"auth-fail-vlan":{"type":"string","title":"Authentication Fail VLAN","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"disable"},"eap-passthru":{"type":"string","title":"EAP Pass-Through","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"enable"},"radius-timeout-overwrite":{"type":"string","title":"Override RADIUS Timeout","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"disable"}},"errorMessage":{"required":{"name":"This field is required.","user-group":"This field is required."}},"allOf":[{"if":{"properties":{"guest-vlan":{"const":"enable"}},"required":["guest-vlan"]},"then":{"required":["guest-vlan-id"],"errorMessage":{"required":{"guest-vlan-id":"Choose the guest VLAN."}}}}],"$id":"-2624dbb0"};
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");

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
if((data["guest-vlan"] === undefined) && (missing0 = "guest-vlan")){
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
if(data["guest-vlan"] !== undefined){
if("enable" !== data["guest-vlan"]){
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
if(data["guest-vlan-id"] === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "guest-vlan-id"},message:"must have required property '"+"guest-vlan-id"+"'",schema:schema53.allOf[0].then.required,parentSchema:schema53.allOf[0].then,data};
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
const emErrors0 = {"required":{"guest-vlan-id":[]}};
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
if(data["user-group"] === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "user-group"},message:"must have required property '"+"user-group"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func1(data1) > 35){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data1) < 1){
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern4.test(data1)){
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates1 = {};
for(const err13 of vErrors){
if((((((err13.keyword !== "errorMessage") && (!err13.emUsed)) && (err13.instancePath === instancePath+"/name")) && (err13.keyword in emErrors1)) && (err13.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err13.schemaPath.slice(17)))){
emErrors1[err13.keyword].push(err13);
err13.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err14 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties.name.errorMessage[key1],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
const emErrs1 = [];
for(const err15 of vErrors){
if(!err15.emUsed){
emErrs1.push(err15);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data["security-mode"] !== undefined){
let data2 = data["security-mode"];
if(typeof data2 !== "string"){
const err16 = {instancePath:instancePath+"/security-mode",schemaPath:"#/properties/security-mode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["security-mode"].type,parentSchema:schema53.properties["security-mode"],data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const _errs11 = errors;
let valid4 = false;
let passing0 = null;
const _errs12 = errors;
if("port-based" !== data2){
const err17 = {instancePath:instancePath+"/security-mode",schemaPath:"#/properties/security-mode/oneOf/0/const",keyword:"const",params:{allowedValue: "port-based"},message:"must be equal to constant",schema:"port-based",parentSchema:schema53.properties["security-mode"].oneOf[0],data:data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs12 === errors;
if(_valid1){
valid4 = true;
passing0 = 0;
}
const _errs13 = errors;
if("mac-based" !== data2){
const err18 = {instancePath:instancePath+"/security-mode",schemaPath:"#/properties/security-mode/oneOf/1/const",keyword:"const",params:{allowedValue: "mac-based"},message:"must be equal to constant",schema:"mac-based",parentSchema:schema53.properties["security-mode"].oneOf[1],data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs13 === errors;
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
const err19 = {instancePath:instancePath+"/security-mode",schemaPath:"#/properties/security-mode/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties["security-mode"].oneOf,parentSchema:schema53.properties["security-mode"],data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
if(data["user-group"] !== undefined){
let data3 = data["user-group"];
if(Array.isArray(data3)){
if(data3.length < 1){
const err20 = {instancePath:instancePath+"/user-group",schemaPath:"#/properties/user-group/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema53.properties["user-group"],data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(func1(data4) < 1){
const err21 = {instancePath:instancePath+"/user-group/" + i0,schemaPath:"#/properties/user-group/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties["user-group"].items,data:data4};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/user-group/" + i0,schemaPath:"#/properties/user-group/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["user-group"].items.type,parentSchema:schema53.properties["user-group"].items,data:data4};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/user-group",schemaPath:"#/properties/user-group/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties["user-group"].type,parentSchema:schema53.properties["user-group"],data:data3};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"minItems":[]};
const templates2 = {};
for(const err24 of vErrors){
if((((((err24.keyword !== "errorMessage") && (!err24.emUsed)) && (err24.instancePath === instancePath+"/user-group")) && (err24.keyword in emErrors2)) && (err24.schemaPath.indexOf("#/properties/user-group") === 0)) && (/^\/[^\/]*$/.test(err24.schemaPath.slice(23)))){
emErrors2[err24.keyword].push(err24);
err24.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err25 = {instancePath:instancePath+"/user-group",schemaPath:"#/properties/user-group/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties["user-group"].errorMessage[key2],schema:schema53.properties["user-group"].errorMessage,parentSchema:schema53.properties["user-group"],data:data3};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
const emErrs2 = [];
for(const err26 of vErrors){
if(!err26.emUsed){
emErrs2.push(err26);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data["mac-auth-bypass"] !== undefined){
let data5 = data["mac-auth-bypass"];
if(typeof data5 !== "string"){
const err27 = {instancePath:instancePath+"/mac-auth-bypass",schemaPath:"#/properties/mac-auth-bypass/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["mac-auth-bypass"].type,parentSchema:schema53.properties["mac-auth-bypass"],data:data5};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
const _errs20 = errors;
let valid7 = false;
let passing1 = null;
const _errs21 = errors;
if("enable" !== data5){
const err28 = {instancePath:instancePath+"/mac-auth-bypass",schemaPath:"#/properties/mac-auth-bypass/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["mac-auth-bypass"].oneOf[0],data:data5};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid2 = _errs21 === errors;
if(_valid2){
valid7 = true;
passing1 = 0;
}
const _errs22 = errors;
if("disable" !== data5){
const err29 = {instancePath:instancePath+"/mac-auth-bypass",schemaPath:"#/properties/mac-auth-bypass/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["mac-auth-bypass"].oneOf[1],data:data5};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid2 = _errs22 === errors;
if(_valid2 && valid7){
valid7 = false;
passing1 = [passing1, 1];
}
else {
if(_valid2){
valid7 = true;
passing1 = 1;
}
}
if(!valid7){
const err30 = {instancePath:instancePath+"/mac-auth-bypass",schemaPath:"#/properties/mac-auth-bypass/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties["mac-auth-bypass"].oneOf,parentSchema:schema53.properties["mac-auth-bypass"],data:data5};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
if(data["guest-vlan"] !== undefined){
let data6 = data["guest-vlan"];
if(typeof data6 !== "string"){
const err31 = {instancePath:instancePath+"/guest-vlan",schemaPath:"#/properties/guest-vlan/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["guest-vlan"].type,parentSchema:schema53.properties["guest-vlan"],data:data6};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
const _errs25 = errors;
let valid8 = false;
let passing2 = null;
const _errs26 = errors;
if("enable" !== data6){
const err32 = {instancePath:instancePath+"/guest-vlan",schemaPath:"#/properties/guest-vlan/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["guest-vlan"].oneOf[0],data:data6};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid3 = _errs26 === errors;
if(_valid3){
valid8 = true;
passing2 = 0;
}
const _errs27 = errors;
if("disable" !== data6){
const err33 = {instancePath:instancePath+"/guest-vlan",schemaPath:"#/properties/guest-vlan/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["guest-vlan"].oneOf[1],data:data6};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid3 = _errs27 === errors;
if(_valid3 && valid8){
valid8 = false;
passing2 = [passing2, 1];
}
else {
if(_valid3){
valid8 = true;
passing2 = 1;
}
}
if(!valid8){
const err34 = {instancePath:instancePath+"/guest-vlan",schemaPath:"#/properties/guest-vlan/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema53.properties["guest-vlan"].oneOf,parentSchema:schema53.properties["guest-vlan"],data:data6};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
}
if(data["guest-vlan-id"] !== undefined){
let data7 = data["guest-vlan-id"];
if(typeof data7 === "string"){
if(func1(data7) > 15){
const err35 = {instancePath:instancePath+"/guest-vlan-id",schemaPath:"#/properties/guest-vlan-id/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters",schema:15,parentSchema:schema53.properties["guest-vlan-id"],data:data7};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/guest-vlan-id",schemaPath:"#/properties/guest-vlan-id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["guest-vlan-id"].type,parentSchema:schema53.properties["guest-vlan-id"],data:data7};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"maxLength":[]};
const templates3 = {};
for(const err37 of vErrors){
if((((((err37.keyword !== "errorMessage") && (!err37.emUsed)) && (err37.instancePath === instancePath+"/guest-vlan-id")) && (err37.keyword in emErrors3)) && (err37.schemaPath.indexOf("#/properties/guest-vlan-id") === 0)) && (/^\/[^\/]*$/.test(err37.schemaPath.slice(26)))){
emErrors3[err37.keyword].push(err37);
err37.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err38 = {instancePath:instancePath+"/guest-vlan-id",schemaPath:"#/properties/guest-vlan-id/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.properties["guest-vlan-id"].errorMessage[key3],schema:schema53.properties["guest-vlan-id"].errorMessage,parentSchema:schema53.properties["guest-vlan-id"],data:data7};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
const emErrs3 = [];
for(const err39 of vErrors){
if(!err39.emUsed){
emErrs3.push(err39);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data["auth-fail-vlan"] !== undefined){
let data8 = data["auth-fail-vlan"];
if(typeof data8 !== "string"){
const err40 = {instancePath:instancePath+"/auth-fail-vlan",schemaPath:"#/properties/auth-fail-vlan/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["auth-fail-vlan"].type,parentSchema:schema53.properties["auth-fail-vlan"],data:data8};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
const _errs32 = errors;
let valid9 = false;
let passing3 = null;
const _errs33 = errors;
if("enable" !== data8){
const err41 = {instancePath:instancePath+"/auth-fail-vlan",schemaPath:"#/properties/auth-fail-vlan/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["auth-fail-vlan"].oneOf[0],data:data8};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid4 = _errs33 === errors;
if(_valid4){
valid9 = true;
passing3 = 0;
}
const _errs34 = errors;
if("disable" !== data8){
const err42 = {instancePath:instancePath+"/auth-fail-vlan",schemaPath:"#/properties/auth-fail-vlan/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["auth-fail-vlan"].oneOf[1],data:data8};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid4 = _errs34 === errors;
if(_valid4 && valid9){
valid9 = false;
passing3 = [passing3, 1];
}
else {
if(_valid4){
valid9 = true;
passing3 = 1;
}
}
if(!valid9){
const err43 = {instancePath:instancePath+"/auth-fail-vlan",schemaPath:"#/properties/auth-fail-vlan/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf",schema:schema53.properties["auth-fail-vlan"].oneOf,parentSchema:schema53.properties["auth-fail-vlan"],data:data8};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
}
}
if(data["eap-passthru"] !== undefined){
let data9 = data["eap-passthru"];
if(typeof data9 !== "string"){
const err44 = {instancePath:instancePath+"/eap-passthru",schemaPath:"#/properties/eap-passthru/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["eap-passthru"].type,parentSchema:schema53.properties["eap-passthru"],data:data9};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
const _errs37 = errors;
let valid10 = false;
let passing4 = null;
const _errs38 = errors;
if("enable" !== data9){
const err45 = {instancePath:instancePath+"/eap-passthru",schemaPath:"#/properties/eap-passthru/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["eap-passthru"].oneOf[0],data:data9};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid5 = _errs38 === errors;
if(_valid5){
valid10 = true;
passing4 = 0;
}
const _errs39 = errors;
if("disable" !== data9){
const err46 = {instancePath:instancePath+"/eap-passthru",schemaPath:"#/properties/eap-passthru/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["eap-passthru"].oneOf[1],data:data9};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid5 = _errs39 === errors;
if(_valid5 && valid10){
valid10 = false;
passing4 = [passing4, 1];
}
else {
if(_valid5){
valid10 = true;
passing4 = 1;
}
}
if(!valid10){
const err47 = {instancePath:instancePath+"/eap-passthru",schemaPath:"#/properties/eap-passthru/oneOf",keyword:"oneOf",params:{passingSchemas: passing4},message:"must match exactly one schema in oneOf",schema:schema53.properties["eap-passthru"].oneOf,parentSchema:schema53.properties["eap-passthru"],data:data9};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
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
if(data["radius-timeout-overwrite"] !== undefined){
let data10 = data["radius-timeout-overwrite"];
if(typeof data10 !== "string"){
const err48 = {instancePath:instancePath+"/radius-timeout-overwrite",schemaPath:"#/properties/radius-timeout-overwrite/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["radius-timeout-overwrite"].type,parentSchema:schema53.properties["radius-timeout-overwrite"],data:data10};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
const _errs42 = errors;
let valid11 = false;
let passing5 = null;
const _errs43 = errors;
if("enable" !== data10){
const err49 = {instancePath:instancePath+"/radius-timeout-overwrite",schemaPath:"#/properties/radius-timeout-overwrite/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["radius-timeout-overwrite"].oneOf[0],data:data10};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid6 = _errs43 === errors;
if(_valid6){
valid11 = true;
passing5 = 0;
}
const _errs44 = errors;
if("disable" !== data10){
const err50 = {instancePath:instancePath+"/radius-timeout-overwrite",schemaPath:"#/properties/radius-timeout-overwrite/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["radius-timeout-overwrite"].oneOf[1],data:data10};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid6 = _errs44 === errors;
if(_valid6 && valid11){
valid11 = false;
passing5 = [passing5, 1];
}
else {
if(_valid6){
valid11 = true;
passing5 = 1;
}
}
if(!valid11){
const err51 = {instancePath:instancePath+"/radius-timeout-overwrite",schemaPath:"#/properties/radius-timeout-overwrite/oneOf",keyword:"oneOf",params:{passingSchemas: passing5},message:"must match exactly one schema in oneOf",schema:schema53.properties["radius-timeout-overwrite"].oneOf,parentSchema:schema53.properties["radius-timeout-overwrite"],data:data10};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
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
}
else {
const err52 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"required":{"name":[],"user-group":[]}};
const templates4 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err53 of vErrors){
if((((((err53.keyword !== "errorMessage") && (!err53.emUsed)) && (err53.instancePath === instancePath)) && (err53.keyword in emErrors4)) && (err53.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err53.schemaPath.slice(1)))){
emPropParams1 = obj0[err53.keyword];
emParamsErrors1 = emErrors4[err53.keyword][err53.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err53);
err53.emUsed = true;
}
}
}
for(const key4 in emErrors4){
for(const keyProp1 in emErrors4[key4]){
emParamsErrors1 = emErrors4[key4][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates4[key4] && templates4[key4][keyProp1];
const err54 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema53.errorMessage[key4][keyProp1],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
const emErrs4 = [];
for(const err55 of vErrors){
if(!err55.emUsed){
emErrs4.push(err55);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["39870e"] = validate25;
const schema54 = {"properties":{"guest-vlan":{"const":"enable"}},"required":["guest-vlan"],"$id":"39870e"};

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
if(data["guest-vlan"] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "guest-vlan"},message:"must have required property '"+"guest-vlan"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data["guest-vlan"] !== undefined){
let data0 = data["guest-vlan"];
if("enable" !== data0){
const err1 = {instancePath:instancePath+"/guest-vlan",schemaPath:"#/properties/guest-vlan/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema54.properties["guest-vlan"],data:data0};
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
validate25.evaluated = {"props":{"guest-vlan":true},"dynamicProps":false,"dynamicItems":false};

exports["224b4484"] = validate26;
const schema55 = {"const":"port-based","title":"Port based","$id":"224b4484"};

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
if("port-based" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "port-based"},message:"must be equal to constant",schema:"port-based",parentSchema:schema55,data};
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

exports["4da9c67a"] = validate27;
const schema56 = {"const":"mac-based","title":"MAC based","$id":"4da9c67a"};

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
if("mac-based" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "mac-based"},message:"must be equal to constant",schema:"mac-based",parentSchema:schema56,data};
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

exports["4fa2a2d7"] = validate28;
const schema57 = {"const":"enable","title":"Enable","$id":"4fa2a2d7"};

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
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema57,data};
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

exports["78fd03b3"] = validate29;
const schema58 = {"const":"disable","title":"Disable","$id":"78fd03b3"};

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
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema58,data};
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

export const validateFns = exports;
