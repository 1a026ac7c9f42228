// generated from specs/forms/obj-vpn-community.schema.json and obj-vpn-community.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["37456211"] = validate24;
const schema53 = {"const":"aes256gcm-prfsha384","title":"AES256GCM-PRFSHA384","$id":"37456211"};

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
if("aes256gcm-prfsha384" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "aes256gcm-prfsha384"},message:"must be equal to constant",schema:"aes256gcm-prfsha384",parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["39544198"] = validate25;
const schema54 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","topology"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"topology":{"type":"string","title":"Topology","oneOf":[{"const":"meshed","title":"Full Meshed"},{"const":"star","title":"Star"},{"const":"dial","title":"Dial up"}],"default":"star"},"ike-version":{"type":"string","title":"IKE Version","oneOf":[{"const":"1","title":"1"},{"const":"2","title":"2"}],"default":"2"},"proposal":{"type":"array","title":"Proposals","uniqueItems":true,"items":{"type":"string","oneOf":[{"const":"aes128-sha256","title":"AES128-SHA256"},{"const":"aes256-sha256","title":"AES256-SHA256"},{"const":"aes128gcm-prfsha256","title":"AES128GCM-PRFSHA256"},{"const":"aes256gcm-prfsha384","title":"AES256GCM-PRFSHA384"},{"const":"chacha20poly1305-prfsha256","title":"CHACHA20POLY1305-PRFSHA256"}]},"default":["aes256gcm-prfsha384","aes256-sha256"],"minItems":1,"errorMessage":{"minItems":"Choose at least one proposal."}},"dhgrp":{"type":"array","title":"Diffie-Hellman Groups","uniqueItems":true,"items":{"type":"string","oneOf":[{"const":"14","title":"14 (2048-bit MODP)"},{"const":"15","title":"15 (3072-bit MODP)"},{"const":"19","title":"19 (256-bit ECP)"},{"const":"20","title":"20 (384-bit ECP)"},{"const":"21","title":"21 (521-bit ECP)"}]},"default":["20","21"],"minItems":1,"errorMessage":{"minItems":"Choose at least one Diffie-Hellman group."}},"authmethod":{"type":"string","title":"Authentication","oneOf":[{"const":"psk","title":"Pre-shared Key"},{"const":"signature","title":"Signature"}],"default":"psk"},"psk-auto-generate":{"type":"string","title":"Generate Pre-shared Keys","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"enable","description":"The appliance makes a key for each pair of gateways."},"psksecret":{"type":"string","title":"Pre-shared Key","minLength":6,"maxLength":128,"errorMessage":{"minLength":"Pre-shared Key must be 6 to 128 characters.","maxLength":"Pre-shared Key must be 6 to 128 characters."}},"certificate":{"type":"string","title":"Certificate","maxLength":35,"errorMessage":{"maxLength":"Certificate cannot be longer than 35 characters."}},"ike1keylifesec":{"type":"integer","title":"Phase 1 Key Lifetime (s)","minimum":120,"maximum":172800,"errorMessage":{"minimum":"Phase 1 Key Lifetime (s) must be between 120 and 172800.","maximum":"Phase 1 Key Lifetime (s) must be between 120 and 172800.","type":"Phase 1 Key Lifetime (s) must be a whole number."},"default":86400},"ike2keylifesec":{"type":"integer","title":"Phase 2 Key Lifetime (s)","minimum":120,"maximum":172800,"errorMessage":{"minimum":"Phase 2 Key Lifetime (s) must be between 120 and 172800.","maximum":"Phase 2 Key Lifetime (s) must be between 120 and 172800.","type":"Phase 2 Key Lifetime (s) must be a whole number."},"default":43200},"dpd":{"type":"string","title":"Dead Peer Detection","oneOf":[{"const":"on-idle","title":"On Idle"},{"const":"on-demand","title":"On Demand"},{"const":"disable","title":"Disable"}],"default":"on-idle"},"npu-offload":{"type":"string","title":"NPU Offload","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"enable"},"description":{"type":"string","title":"Description","maxLength":255,"errorMessage":{"maxLength":"Description cannot be longer than 255 characters."}}},"errorMessage":{"required":{"name":"This field is required.","topology":"This field is required."}},"allOf":[{"if":{"properties":{"authmethod":{"const":"psk"},"psk-auto-generate":{"const":"disable"}},"required":["authmethod"]},"then":{"required":["psksecret"],"errorMessage":{"required":{"psksecret":"Enter the pre-shared key."}}}},{"if":{"properties":{"authmethod":{"const":"psk"}},"required":["authmethod"]},"then":{"properties":{"psk-auto-generate":{}}}},{"if":{"properties":{"authmethod":{"const":"signature"}},"required":["authmethod"]},"then":{"required":["certificate"],"errorMessage":{"required":{"certificate":"Choose the certificate the gateways sign with."}}}}],"$id":"39544198"};
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");

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
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.authmethod === undefined) && (missing0 = "authmethod")){
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
if(data.authmethod !== undefined){
const _errs4 = errors;
if("psk" !== data.authmethod){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data["psk-auto-generate"] !== undefined){
const _errs5 = errors;
if("disable" !== data["psk-auto-generate"]){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
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
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.psksecret === undefined){
const err3 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "psksecret"},message:"must have required property '"+"psksecret"+"'",schema:schema54.allOf[0].then.required,parentSchema:schema54.allOf[0].then,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"required":{"psksecret":[]}};
const templates0 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err4 of vErrors){
if((((((err4.keyword !== "errorMessage") && (!err4.emUsed)) && (err4.instancePath === instancePath)) && (err4.keyword in emErrors0)) && (err4.schemaPath.indexOf("#/allOf/0/then") === 0)) && (/^\/[^\/]*$/.test(err4.schemaPath.slice(14)))){
emPropParams0 = obj0[err4.keyword];
emParamsErrors0 = emErrors0[err4.keyword][err4.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err4);
err4.emUsed = true;
}
}
}
for(const key0 in emErrors0){
for(const keyProp0 in emErrors0[key0]){
emParamsErrors0 = emErrors0[key0][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates0[key0] && templates0[key0][keyProp0];
const err5 = {instancePath,schemaPath:"#/allOf/0/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema54.allOf[0].then.errorMessage[key0][keyProp0],schema:schema54.allOf[0].then.errorMessage,parentSchema:schema54.allOf[0].then,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
const emErrs0 = [];
for(const err6 of vErrors){
if(!err6.emUsed){
emErrs0.push(err6);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
var _valid0 = _errs6 === errors;
valid1 = _valid0;
}
if(!valid1){
const err7 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema54.allOf[0].if,parentSchema:schema54.allOf[0],data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs8 = errors;
let valid3 = true;
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.authmethod === undefined) && (missing1 = "authmethod")){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
if(data.authmethod !== undefined){
if("psk" !== data.authmethod){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
}
var _valid1 = _errs9 === errors;
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs11 = errors;
var _valid1 = _errs11 === errors;
valid3 = _valid1;
if(valid3){
var props0 = {};
props0["psk-auto-generate"] = true;
props0.authmethod = true;
}
}
if(!valid3){
const err10 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema54.allOf[1].if,parentSchema:schema54.allOf[1],data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.authmethod = true;
props0["psk-auto-generate"] = true;
}
const _errs13 = errors;
let valid5 = true;
const _errs14 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.authmethod === undefined) && (missing2 = "authmethod")){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
if(data.authmethod !== undefined){
if("signature" !== data.authmethod){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
var _valid2 = _errs14 === errors;
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs16 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.certificate === undefined){
const err13 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "certificate"},message:"must have required property '"+"certificate"+"'",schema:schema54.allOf[2].then.required,parentSchema:schema54.allOf[2].then,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(errors > 0){
const emErrors1 = {"required":{"certificate":[]}};
const templates1 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err14 of vErrors){
if((((((err14.keyword !== "errorMessage") && (!err14.emUsed)) && (err14.instancePath === instancePath)) && (err14.keyword in emErrors1)) && (err14.schemaPath.indexOf("#/allOf/2/then") === 0)) && (/^\/[^\/]*$/.test(err14.schemaPath.slice(14)))){
emPropParams1 = obj0[err14.keyword];
emParamsErrors1 = emErrors1[err14.keyword][err14.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err14);
err14.emUsed = true;
}
}
}
for(const key1 in emErrors1){
for(const keyProp1 in emErrors1[key1]){
emParamsErrors1 = emErrors1[key1][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates1[key1] && templates1[key1][keyProp1];
const err15 = {instancePath,schemaPath:"#/allOf/2/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema54.allOf[2].then.errorMessage[key1][keyProp1],schema:schema54.allOf[2].then.errorMessage,parentSchema:schema54.allOf[2].then,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
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
var _valid2 = _errs16 === errors;
valid5 = _valid2;
}
if(!valid5){
const err17 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema54.allOf[2].if,parentSchema:schema54.allOf[2],data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.authmethod = true;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.topology === undefined){
const err19 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topology"},message:"must have required property '"+"topology"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.name !== undefined){
let data4 = data.name;
if(typeof data4 === "string"){
if(func1(data4) > 35){
const err20 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema54.properties.name,data:data4};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func1(data4) < 1){
const err21 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema54.properties.name,data:data4};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!pattern4.test(data4)){
const err22 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema54.properties.name,data:data4};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.name.type,parentSchema:schema54.properties.name,data:data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates2 = {};
for(const err24 of vErrors){
if((((((err24.keyword !== "errorMessage") && (!err24.emUsed)) && (err24.instancePath === instancePath+"/name")) && (err24.keyword in emErrors2)) && (err24.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err24.schemaPath.slice(17)))){
emErrors2[err24.keyword].push(err24);
err24.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err25 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema54.properties.name.errorMessage[key2],schema:schema54.properties.name.errorMessage,parentSchema:schema54.properties.name,data:data4};
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
if(data.topology !== undefined){
let data5 = data.topology;
if(typeof data5 !== "string"){
const err27 = {instancePath:instancePath+"/topology",schemaPath:"#/properties/topology/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.topology.type,parentSchema:schema54.properties.topology,data:data5};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
const _errs22 = errors;
let valid8 = false;
let passing0 = null;
const _errs23 = errors;
if("meshed" !== data5){
const err28 = {instancePath:instancePath+"/topology",schemaPath:"#/properties/topology/oneOf/0/const",keyword:"const",params:{allowedValue: "meshed"},message:"must be equal to constant",schema:"meshed",parentSchema:schema54.properties.topology.oneOf[0],data:data5};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid3 = _errs23 === errors;
if(_valid3){
valid8 = true;
passing0 = 0;
}
const _errs24 = errors;
if("star" !== data5){
const err29 = {instancePath:instancePath+"/topology",schemaPath:"#/properties/topology/oneOf/1/const",keyword:"const",params:{allowedValue: "star"},message:"must be equal to constant",schema:"star",parentSchema:schema54.properties.topology.oneOf[1],data:data5};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid3 = _errs24 === errors;
if(_valid3 && valid8){
valid8 = false;
passing0 = [passing0, 1];
}
else {
if(_valid3){
valid8 = true;
passing0 = 1;
}
const _errs25 = errors;
if("dial" !== data5){
const err30 = {instancePath:instancePath+"/topology",schemaPath:"#/properties/topology/oneOf/2/const",keyword:"const",params:{allowedValue: "dial"},message:"must be equal to constant",schema:"dial",parentSchema:schema54.properties.topology.oneOf[2],data:data5};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid3 = _errs25 === errors;
if(_valid3 && valid8){
valid8 = false;
passing0 = [passing0, 2];
}
else {
if(_valid3){
valid8 = true;
passing0 = 2;
}
}
}
if(!valid8){
const err31 = {instancePath:instancePath+"/topology",schemaPath:"#/properties/topology/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema54.properties.topology.oneOf,parentSchema:schema54.properties.topology,data:data5};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
if(data["ike-version"] !== undefined){
let data6 = data["ike-version"];
if(typeof data6 !== "string"){
const err32 = {instancePath:instancePath+"/ike-version",schemaPath:"#/properties/ike-version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties["ike-version"].type,parentSchema:schema54.properties["ike-version"],data:data6};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
const _errs28 = errors;
let valid9 = false;
let passing1 = null;
const _errs29 = errors;
if("1" !== data6){
const err33 = {instancePath:instancePath+"/ike-version",schemaPath:"#/properties/ike-version/oneOf/0/const",keyword:"const",params:{allowedValue: "1"},message:"must be equal to constant",schema:"1",parentSchema:schema54.properties["ike-version"].oneOf[0],data:data6};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid4 = _errs29 === errors;
if(_valid4){
valid9 = true;
passing1 = 0;
}
const _errs30 = errors;
if("2" !== data6){
const err34 = {instancePath:instancePath+"/ike-version",schemaPath:"#/properties/ike-version/oneOf/1/const",keyword:"const",params:{allowedValue: "2"},message:"must be equal to constant",schema:"2",parentSchema:schema54.properties["ike-version"].oneOf[1],data:data6};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid4 = _errs30 === errors;
if(_valid4 && valid9){
valid9 = false;
passing1 = [passing1, 1];
}
else {
if(_valid4){
valid9 = true;
passing1 = 1;
}
}
if(!valid9){
const err35 = {instancePath:instancePath+"/ike-version",schemaPath:"#/properties/ike-version/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema54.properties["ike-version"].oneOf,parentSchema:schema54.properties["ike-version"],data:data6};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
errors = _errs28;
if(vErrors !== null){
if(_errs28){
vErrors.length = _errs28;
}
else {
vErrors = null;
}
}
}
}
if(data.proposal !== undefined){
let data7 = data.proposal;
if(Array.isArray(data7)){
if(data7.length < 1){
const err36 = {instancePath:instancePath+"/proposal",schemaPath:"#/properties/proposal/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema54.properties.proposal,data:data7};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(typeof data8 !== "string"){
const err37 = {instancePath:instancePath+"/proposal/" + i0,schemaPath:"#/properties/proposal/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.proposal.items.type,parentSchema:schema54.properties.proposal.items,data:data8};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
const _errs35 = errors;
let valid12 = false;
let passing2 = null;
const _errs36 = errors;
if("aes128-sha256" !== data8){
const err38 = {instancePath:instancePath+"/proposal/" + i0,schemaPath:"#/properties/proposal/items/oneOf/0/const",keyword:"const",params:{allowedValue: "aes128-sha256"},message:"must be equal to constant",schema:"aes128-sha256",parentSchema:schema54.properties.proposal.items.oneOf[0],data:data8};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid5 = _errs36 === errors;
if(_valid5){
valid12 = true;
passing2 = 0;
}
const _errs37 = errors;
if("aes256-sha256" !== data8){
const err39 = {instancePath:instancePath+"/proposal/" + i0,schemaPath:"#/properties/proposal/items/oneOf/1/const",keyword:"const",params:{allowedValue: "aes256-sha256"},message:"must be equal to constant",schema:"aes256-sha256",parentSchema:schema54.properties.proposal.items.oneOf[1],data:data8};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid5 = _errs37 === errors;
if(_valid5 && valid12){
valid12 = false;
passing2 = [passing2, 1];
}
else {
if(_valid5){
valid12 = true;
passing2 = 1;
}
const _errs38 = errors;
if("aes128gcm-prfsha256" !== data8){
const err40 = {instancePath:instancePath+"/proposal/" + i0,schemaPath:"#/properties/proposal/items/oneOf/2/const",keyword:"const",params:{allowedValue: "aes128gcm-prfsha256"},message:"must be equal to constant",schema:"aes128gcm-prfsha256",parentSchema:schema54.properties.proposal.items.oneOf[2],data:data8};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid5 = _errs38 === errors;
if(_valid5 && valid12){
valid12 = false;
passing2 = [passing2, 2];
}
else {
if(_valid5){
valid12 = true;
passing2 = 2;
}
const _errs39 = errors;
if("aes256gcm-prfsha384" !== data8){
const err41 = {instancePath:instancePath+"/proposal/" + i0,schemaPath:"#/properties/proposal/items/oneOf/3/const",keyword:"const",params:{allowedValue: "aes256gcm-prfsha384"},message:"must be equal to constant",schema:"aes256gcm-prfsha384",parentSchema:schema54.properties.proposal.items.oneOf[3],data:data8};
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
passing2 = [passing2, 3];
}
else {
if(_valid5){
valid12 = true;
passing2 = 3;
}
const _errs40 = errors;
if("chacha20poly1305-prfsha256" !== data8){
const err42 = {instancePath:instancePath+"/proposal/" + i0,schemaPath:"#/properties/proposal/items/oneOf/4/const",keyword:"const",params:{allowedValue: "chacha20poly1305-prfsha256"},message:"must be equal to constant",schema:"chacha20poly1305-prfsha256",parentSchema:schema54.properties.proposal.items.oneOf[4],data:data8};
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
passing2 = [passing2, 4];
}
else {
if(_valid5){
valid12 = true;
passing2 = 4;
}
}
}
}
}
if(!valid12){
const err43 = {instancePath:instancePath+"/proposal/" + i0,schemaPath:"#/properties/proposal/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema54.properties.proposal.items.oneOf,parentSchema:schema54.properties.proposal.items,data:data8};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
errors = _errs35;
if(vErrors !== null){
if(_errs35){
vErrors.length = _errs35;
}
else {
vErrors = null;
}
}
}
}
let i1 = data7.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data7[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err44 = {instancePath:instancePath+"/proposal",schemaPath:"#/properties/proposal/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema54.properties.proposal,data:data7};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err45 = {instancePath:instancePath+"/proposal",schemaPath:"#/properties/proposal/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema54.properties.proposal.type,parentSchema:schema54.properties.proposal,data:data7};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"minItems":[]};
const templates3 = {};
for(const err46 of vErrors){
if((((((err46.keyword !== "errorMessage") && (!err46.emUsed)) && (err46.instancePath === instancePath+"/proposal")) && (err46.keyword in emErrors3)) && (err46.schemaPath.indexOf("#/properties/proposal") === 0)) && (/^\/[^\/]*$/.test(err46.schemaPath.slice(21)))){
emErrors3[err46.keyword].push(err46);
err46.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err47 = {instancePath:instancePath+"/proposal",schemaPath:"#/properties/proposal/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema54.properties.proposal.errorMessage[key3],schema:schema54.properties.proposal.errorMessage,parentSchema:schema54.properties.proposal,data:data7};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
const emErrs3 = [];
for(const err48 of vErrors){
if(!err48.emUsed){
emErrs3.push(err48);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.dhgrp !== undefined){
let data9 = data.dhgrp;
if(Array.isArray(data9)){
if(data9.length < 1){
const err49 = {instancePath:instancePath+"/dhgrp",schemaPath:"#/properties/dhgrp/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema54.properties.dhgrp,data:data9};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
const len1 = data9.length;
for(let i2=0; i2<len1; i2++){
let data10 = data9[i2];
if(typeof data10 !== "string"){
const err50 = {instancePath:instancePath+"/dhgrp/" + i2,schemaPath:"#/properties/dhgrp/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.dhgrp.items.type,parentSchema:schema54.properties.dhgrp.items,data:data10};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
const _errs45 = errors;
let valid16 = false;
let passing3 = null;
const _errs46 = errors;
if("14" !== data10){
const err51 = {instancePath:instancePath+"/dhgrp/" + i2,schemaPath:"#/properties/dhgrp/items/oneOf/0/const",keyword:"const",params:{allowedValue: "14"},message:"must be equal to constant",schema:"14",parentSchema:schema54.properties.dhgrp.items.oneOf[0],data:data10};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid6 = _errs46 === errors;
if(_valid6){
valid16 = true;
passing3 = 0;
}
const _errs47 = errors;
if("15" !== data10){
const err52 = {instancePath:instancePath+"/dhgrp/" + i2,schemaPath:"#/properties/dhgrp/items/oneOf/1/const",keyword:"const",params:{allowedValue: "15"},message:"must be equal to constant",schema:"15",parentSchema:schema54.properties.dhgrp.items.oneOf[1],data:data10};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid6 = _errs47 === errors;
if(_valid6 && valid16){
valid16 = false;
passing3 = [passing3, 1];
}
else {
if(_valid6){
valid16 = true;
passing3 = 1;
}
const _errs48 = errors;
if("19" !== data10){
const err53 = {instancePath:instancePath+"/dhgrp/" + i2,schemaPath:"#/properties/dhgrp/items/oneOf/2/const",keyword:"const",params:{allowedValue: "19"},message:"must be equal to constant",schema:"19",parentSchema:schema54.properties.dhgrp.items.oneOf[2],data:data10};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid6 = _errs48 === errors;
if(_valid6 && valid16){
valid16 = false;
passing3 = [passing3, 2];
}
else {
if(_valid6){
valid16 = true;
passing3 = 2;
}
const _errs49 = errors;
if("20" !== data10){
const err54 = {instancePath:instancePath+"/dhgrp/" + i2,schemaPath:"#/properties/dhgrp/items/oneOf/3/const",keyword:"const",params:{allowedValue: "20"},message:"must be equal to constant",schema:"20",parentSchema:schema54.properties.dhgrp.items.oneOf[3],data:data10};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid6 = _errs49 === errors;
if(_valid6 && valid16){
valid16 = false;
passing3 = [passing3, 3];
}
else {
if(_valid6){
valid16 = true;
passing3 = 3;
}
const _errs50 = errors;
if("21" !== data10){
const err55 = {instancePath:instancePath+"/dhgrp/" + i2,schemaPath:"#/properties/dhgrp/items/oneOf/4/const",keyword:"const",params:{allowedValue: "21"},message:"must be equal to constant",schema:"21",parentSchema:schema54.properties.dhgrp.items.oneOf[4],data:data10};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid6 = _errs50 === errors;
if(_valid6 && valid16){
valid16 = false;
passing3 = [passing3, 4];
}
else {
if(_valid6){
valid16 = true;
passing3 = 4;
}
}
}
}
}
if(!valid16){
const err56 = {instancePath:instancePath+"/dhgrp/" + i2,schemaPath:"#/properties/dhgrp/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf",schema:schema54.properties.dhgrp.items.oneOf,parentSchema:schema54.properties.dhgrp.items,data:data10};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
else {
errors = _errs45;
if(vErrors !== null){
if(_errs45){
vErrors.length = _errs45;
}
else {
vErrors = null;
}
}
}
}
let i3 = data9.length;
let j1;
if(i3 > 1){
const indices1 = {};
for(;i3--;){
let item1 = data9[i3];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err57 = {instancePath:instancePath+"/dhgrp",schemaPath:"#/properties/dhgrp/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)",schema:true,parentSchema:schema54.properties.dhgrp,data:data9};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
break;
}
indices1[item1] = i3;
}
}
}
else {
const err58 = {instancePath:instancePath+"/dhgrp",schemaPath:"#/properties/dhgrp/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema54.properties.dhgrp.type,parentSchema:schema54.properties.dhgrp,data:data9};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"minItems":[]};
const templates4 = {};
for(const err59 of vErrors){
if((((((err59.keyword !== "errorMessage") && (!err59.emUsed)) && (err59.instancePath === instancePath+"/dhgrp")) && (err59.keyword in emErrors4)) && (err59.schemaPath.indexOf("#/properties/dhgrp") === 0)) && (/^\/[^\/]*$/.test(err59.schemaPath.slice(18)))){
emErrors4[err59.keyword].push(err59);
err59.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err60 = {instancePath:instancePath+"/dhgrp",schemaPath:"#/properties/dhgrp/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema54.properties.dhgrp.errorMessage[key4],schema:schema54.properties.dhgrp.errorMessage,parentSchema:schema54.properties.dhgrp,data:data9};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
const emErrs4 = [];
for(const err61 of vErrors){
if(!err61.emUsed){
emErrs4.push(err61);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.authmethod !== undefined){
let data11 = data.authmethod;
if(typeof data11 !== "string"){
const err62 = {instancePath:instancePath+"/authmethod",schemaPath:"#/properties/authmethod/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.authmethod.type,parentSchema:schema54.properties.authmethod,data:data11};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
const _errs53 = errors;
let valid18 = false;
let passing4 = null;
const _errs54 = errors;
if("psk" !== data11){
const err63 = {instancePath:instancePath+"/authmethod",schemaPath:"#/properties/authmethod/oneOf/0/const",keyword:"const",params:{allowedValue: "psk"},message:"must be equal to constant",schema:"psk",parentSchema:schema54.properties.authmethod.oneOf[0],data:data11};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid7 = _errs54 === errors;
if(_valid7){
valid18 = true;
passing4 = 0;
}
const _errs55 = errors;
if("signature" !== data11){
const err64 = {instancePath:instancePath+"/authmethod",schemaPath:"#/properties/authmethod/oneOf/1/const",keyword:"const",params:{allowedValue: "signature"},message:"must be equal to constant",schema:"signature",parentSchema:schema54.properties.authmethod.oneOf[1],data:data11};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var _valid7 = _errs55 === errors;
if(_valid7 && valid18){
valid18 = false;
passing4 = [passing4, 1];
}
else {
if(_valid7){
valid18 = true;
passing4 = 1;
}
}
if(!valid18){
const err65 = {instancePath:instancePath+"/authmethod",schemaPath:"#/properties/authmethod/oneOf",keyword:"oneOf",params:{passingSchemas: passing4},message:"must match exactly one schema in oneOf",schema:schema54.properties.authmethod.oneOf,parentSchema:schema54.properties.authmethod,data:data11};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
else {
errors = _errs53;
if(vErrors !== null){
if(_errs53){
vErrors.length = _errs53;
}
else {
vErrors = null;
}
}
}
}
if(data["psk-auto-generate"] !== undefined){
let data12 = data["psk-auto-generate"];
if(typeof data12 !== "string"){
const err66 = {instancePath:instancePath+"/psk-auto-generate",schemaPath:"#/properties/psk-auto-generate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties["psk-auto-generate"].type,parentSchema:schema54.properties["psk-auto-generate"],data:data12};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
const _errs58 = errors;
let valid19 = false;
let passing5 = null;
const _errs59 = errors;
if("enable" !== data12){
const err67 = {instancePath:instancePath+"/psk-auto-generate",schemaPath:"#/properties/psk-auto-generate/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema54.properties["psk-auto-generate"].oneOf[0],data:data12};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var _valid8 = _errs59 === errors;
if(_valid8){
valid19 = true;
passing5 = 0;
}
const _errs60 = errors;
if("disable" !== data12){
const err68 = {instancePath:instancePath+"/psk-auto-generate",schemaPath:"#/properties/psk-auto-generate/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema54.properties["psk-auto-generate"].oneOf[1],data:data12};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var _valid8 = _errs60 === errors;
if(_valid8 && valid19){
valid19 = false;
passing5 = [passing5, 1];
}
else {
if(_valid8){
valid19 = true;
passing5 = 1;
}
}
if(!valid19){
const err69 = {instancePath:instancePath+"/psk-auto-generate",schemaPath:"#/properties/psk-auto-generate/oneOf",keyword:"oneOf",params:{passingSchemas: passing5},message:"must match exactly one schema in oneOf",schema:schema54.properties["psk-auto-generate"].oneOf,parentSchema:schema54.properties["psk-auto-generate"],data:data12};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
else {
errors = _errs58;
if(vErrors !== null){
if(_errs58){
vErrors.length = _errs58;
}
else {
vErrors = null;
}
}
}
}
if(data.psksecret !== undefined){
let data13 = data.psksecret;
if(typeof data13 === "string"){
if(func1(data13) > 128){
const err70 = {instancePath:instancePath+"/psksecret",schemaPath:"#/properties/psksecret/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters",schema:128,parentSchema:schema54.properties.psksecret,data:data13};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(func1(data13) < 6){
const err71 = {instancePath:instancePath+"/psksecret",schemaPath:"#/properties/psksecret/minLength",keyword:"minLength",params:{limit: 6},message:"must NOT have fewer than 6 characters",schema:6,parentSchema:schema54.properties.psksecret,data:data13};
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
const err72 = {instancePath:instancePath+"/psksecret",schemaPath:"#/properties/psksecret/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.psksecret.type,parentSchema:schema54.properties.psksecret,data:data13};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"minLength":[],"maxLength":[]};
const templates5 = {};
for(const err73 of vErrors){
if((((((err73.keyword !== "errorMessage") && (!err73.emUsed)) && (err73.instancePath === instancePath+"/psksecret")) && (err73.keyword in emErrors5)) && (err73.schemaPath.indexOf("#/properties/psksecret") === 0)) && (/^\/[^\/]*$/.test(err73.schemaPath.slice(22)))){
emErrors5[err73.keyword].push(err73);
err73.emUsed = true;
}
}
for(const key5 in emErrors5){
if(emErrors5[key5].length){
const err74 = {instancePath:instancePath+"/psksecret",schemaPath:"#/properties/psksecret/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema54.properties.psksecret.errorMessage[key5],schema:schema54.properties.psksecret.errorMessage,parentSchema:schema54.properties.psksecret,data:data13};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
const emErrs5 = [];
for(const err75 of vErrors){
if(!err75.emUsed){
emErrs5.push(err75);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data.certificate !== undefined){
let data14 = data.certificate;
if(typeof data14 === "string"){
if(func1(data14) > 35){
const err76 = {instancePath:instancePath+"/certificate",schemaPath:"#/properties/certificate/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema54.properties.certificate,data:data14};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
else {
const err77 = {instancePath:instancePath+"/certificate",schemaPath:"#/properties/certificate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.certificate.type,parentSchema:schema54.properties.certificate,data:data14};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"maxLength":[]};
const templates6 = {};
for(const err78 of vErrors){
if((((((err78.keyword !== "errorMessage") && (!err78.emUsed)) && (err78.instancePath === instancePath+"/certificate")) && (err78.keyword in emErrors6)) && (err78.schemaPath.indexOf("#/properties/certificate") === 0)) && (/^\/[^\/]*$/.test(err78.schemaPath.slice(24)))){
emErrors6[err78.keyword].push(err78);
err78.emUsed = true;
}
}
for(const key6 in emErrors6){
if(emErrors6[key6].length){
const err79 = {instancePath:instancePath+"/certificate",schemaPath:"#/properties/certificate/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key6]},message:key6 in templates6 ? templates6[key6]() : schema54.properties.certificate.errorMessage[key6],schema:schema54.properties.certificate.errorMessage,parentSchema:schema54.properties.certificate,data:data14};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
const emErrs6 = [];
for(const err80 of vErrors){
if(!err80.emUsed){
emErrs6.push(err80);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
if(data.ike1keylifesec !== undefined){
let data15 = data.ike1keylifesec;
if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){
const err81 = {instancePath:instancePath+"/ike1keylifesec",schemaPath:"#/properties/ike1keylifesec/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema54.properties.ike1keylifesec.type,parentSchema:schema54.properties.ike1keylifesec,data:data15};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(typeof data15 == "number"){
if(data15 > 172800 || isNaN(data15)){
const err82 = {instancePath:instancePath+"/ike1keylifesec",schemaPath:"#/properties/ike1keylifesec/maximum",keyword:"maximum",params:{comparison: "<=", limit: 172800},message:"must be <= 172800",schema:172800,parentSchema:schema54.properties.ike1keylifesec,data:data15};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data15 < 120 || isNaN(data15)){
const err83 = {instancePath:instancePath+"/ike1keylifesec",schemaPath:"#/properties/ike1keylifesec/minimum",keyword:"minimum",params:{comparison: ">=", limit: 120},message:"must be >= 120",schema:120,parentSchema:schema54.properties.ike1keylifesec,data:data15};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(errors > 0){
const emErrors7 = {"minimum":[],"maximum":[],"type":[]};
const templates7 = {};
for(const err84 of vErrors){
if((((((err84.keyword !== "errorMessage") && (!err84.emUsed)) && (err84.instancePath === instancePath+"/ike1keylifesec")) && (err84.keyword in emErrors7)) && (err84.schemaPath.indexOf("#/properties/ike1keylifesec") === 0)) && (/^\/[^\/]*$/.test(err84.schemaPath.slice(27)))){
emErrors7[err84.keyword].push(err84);
err84.emUsed = true;
}
}
for(const key7 in emErrors7){
if(emErrors7[key7].length){
const err85 = {instancePath:instancePath+"/ike1keylifesec",schemaPath:"#/properties/ike1keylifesec/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key7]},message:key7 in templates7 ? templates7[key7]() : schema54.properties.ike1keylifesec.errorMessage[key7],schema:schema54.properties.ike1keylifesec.errorMessage,parentSchema:schema54.properties.ike1keylifesec,data:data15};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
const emErrs7 = [];
for(const err86 of vErrors){
if(!err86.emUsed){
emErrs7.push(err86);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
if(data.ike2keylifesec !== undefined){
let data16 = data.ike2keylifesec;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
const err87 = {instancePath:instancePath+"/ike2keylifesec",schemaPath:"#/properties/ike2keylifesec/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema54.properties.ike2keylifesec.type,parentSchema:schema54.properties.ike2keylifesec,data:data16};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(typeof data16 == "number"){
if(data16 > 172800 || isNaN(data16)){
const err88 = {instancePath:instancePath+"/ike2keylifesec",schemaPath:"#/properties/ike2keylifesec/maximum",keyword:"maximum",params:{comparison: "<=", limit: 172800},message:"must be <= 172800",schema:172800,parentSchema:schema54.properties.ike2keylifesec,data:data16};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data16 < 120 || isNaN(data16)){
const err89 = {instancePath:instancePath+"/ike2keylifesec",schemaPath:"#/properties/ike2keylifesec/minimum",keyword:"minimum",params:{comparison: ">=", limit: 120},message:"must be >= 120",schema:120,parentSchema:schema54.properties.ike2keylifesec,data:data16};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(errors > 0){
const emErrors8 = {"minimum":[],"maximum":[],"type":[]};
const templates8 = {};
for(const err90 of vErrors){
if((((((err90.keyword !== "errorMessage") && (!err90.emUsed)) && (err90.instancePath === instancePath+"/ike2keylifesec")) && (err90.keyword in emErrors8)) && (err90.schemaPath.indexOf("#/properties/ike2keylifesec") === 0)) && (/^\/[^\/]*$/.test(err90.schemaPath.slice(27)))){
emErrors8[err90.keyword].push(err90);
err90.emUsed = true;
}
}
for(const key8 in emErrors8){
if(emErrors8[key8].length){
const err91 = {instancePath:instancePath+"/ike2keylifesec",schemaPath:"#/properties/ike2keylifesec/errorMessage",keyword:"errorMessage",params:{errors: emErrors8[key8]},message:key8 in templates8 ? templates8[key8]() : schema54.properties.ike2keylifesec.errorMessage[key8],schema:schema54.properties.ike2keylifesec.errorMessage,parentSchema:schema54.properties.ike2keylifesec,data:data16};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
const emErrs8 = [];
for(const err92 of vErrors){
if(!err92.emUsed){
emErrs8.push(err92);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
}
if(data.dpd !== undefined){
let data17 = data.dpd;
if(typeof data17 !== "string"){
const err93 = {instancePath:instancePath+"/dpd",schemaPath:"#/properties/dpd/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.dpd.type,parentSchema:schema54.properties.dpd,data:data17};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
const _errs71 = errors;
let valid20 = false;
let passing6 = null;
const _errs72 = errors;
if("on-idle" !== data17){
const err94 = {instancePath:instancePath+"/dpd",schemaPath:"#/properties/dpd/oneOf/0/const",keyword:"const",params:{allowedValue: "on-idle"},message:"must be equal to constant",schema:"on-idle",parentSchema:schema54.properties.dpd.oneOf[0],data:data17};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
var _valid9 = _errs72 === errors;
if(_valid9){
valid20 = true;
passing6 = 0;
}
const _errs73 = errors;
if("on-demand" !== data17){
const err95 = {instancePath:instancePath+"/dpd",schemaPath:"#/properties/dpd/oneOf/1/const",keyword:"const",params:{allowedValue: "on-demand"},message:"must be equal to constant",schema:"on-demand",parentSchema:schema54.properties.dpd.oneOf[1],data:data17};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
var _valid9 = _errs73 === errors;
if(_valid9 && valid20){
valid20 = false;
passing6 = [passing6, 1];
}
else {
if(_valid9){
valid20 = true;
passing6 = 1;
}
const _errs74 = errors;
if("disable" !== data17){
const err96 = {instancePath:instancePath+"/dpd",schemaPath:"#/properties/dpd/oneOf/2/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema54.properties.dpd.oneOf[2],data:data17};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
var _valid9 = _errs74 === errors;
if(_valid9 && valid20){
valid20 = false;
passing6 = [passing6, 2];
}
else {
if(_valid9){
valid20 = true;
passing6 = 2;
}
}
}
if(!valid20){
const err97 = {instancePath:instancePath+"/dpd",schemaPath:"#/properties/dpd/oneOf",keyword:"oneOf",params:{passingSchemas: passing6},message:"must match exactly one schema in oneOf",schema:schema54.properties.dpd.oneOf,parentSchema:schema54.properties.dpd,data:data17};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
else {
errors = _errs71;
if(vErrors !== null){
if(_errs71){
vErrors.length = _errs71;
}
else {
vErrors = null;
}
}
}
}
if(data["npu-offload"] !== undefined){
let data18 = data["npu-offload"];
if(typeof data18 !== "string"){
const err98 = {instancePath:instancePath+"/npu-offload",schemaPath:"#/properties/npu-offload/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties["npu-offload"].type,parentSchema:schema54.properties["npu-offload"],data:data18};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
const _errs77 = errors;
let valid21 = false;
let passing7 = null;
const _errs78 = errors;
if("enable" !== data18){
const err99 = {instancePath:instancePath+"/npu-offload",schemaPath:"#/properties/npu-offload/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema54.properties["npu-offload"].oneOf[0],data:data18};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
var _valid10 = _errs78 === errors;
if(_valid10){
valid21 = true;
passing7 = 0;
}
const _errs79 = errors;
if("disable" !== data18){
const err100 = {instancePath:instancePath+"/npu-offload",schemaPath:"#/properties/npu-offload/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema54.properties["npu-offload"].oneOf[1],data:data18};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
var _valid10 = _errs79 === errors;
if(_valid10 && valid21){
valid21 = false;
passing7 = [passing7, 1];
}
else {
if(_valid10){
valid21 = true;
passing7 = 1;
}
}
if(!valid21){
const err101 = {instancePath:instancePath+"/npu-offload",schemaPath:"#/properties/npu-offload/oneOf",keyword:"oneOf",params:{passingSchemas: passing7},message:"must match exactly one schema in oneOf",schema:schema54.properties["npu-offload"].oneOf,parentSchema:schema54.properties["npu-offload"],data:data18};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
else {
errors = _errs77;
if(vErrors !== null){
if(_errs77){
vErrors.length = _errs77;
}
else {
vErrors = null;
}
}
}
}
if(data.description !== undefined){
let data19 = data.description;
if(typeof data19 === "string"){
if(func1(data19) > 255){
const err102 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema54.properties.description,data:data19};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
else {
const err103 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.description.type,parentSchema:schema54.properties.description,data:data19};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(errors > 0){
const emErrors9 = {"maxLength":[]};
const templates9 = {};
for(const err104 of vErrors){
if((((((err104.keyword !== "errorMessage") && (!err104.emUsed)) && (err104.instancePath === instancePath+"/description")) && (err104.keyword in emErrors9)) && (err104.schemaPath.indexOf("#/properties/description") === 0)) && (/^\/[^\/]*$/.test(err104.schemaPath.slice(24)))){
emErrors9[err104.keyword].push(err104);
err104.emUsed = true;
}
}
for(const key9 in emErrors9){
if(emErrors9[key9].length){
const err105 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/errorMessage",keyword:"errorMessage",params:{errors: emErrors9[key9]},message:key9 in templates9 ? templates9[key9]() : schema54.properties.description.errorMessage[key9],schema:schema54.properties.description.errorMessage,parentSchema:schema54.properties.description,data:data19};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
const emErrs9 = [];
for(const err106 of vErrors){
if(!err106.emUsed){
emErrs9.push(err106);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
}
}
else {
const err107 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema54.type,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(errors > 0){
const emErrors10 = {"required":{"name":[],"topology":[]}};
const templates10 = {required:{}};
let emPropParams2;
let emParamsErrors2;
for(const err108 of vErrors){
if((((((err108.keyword !== "errorMessage") && (!err108.emUsed)) && (err108.instancePath === instancePath)) && (err108.keyword in emErrors10)) && (err108.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err108.schemaPath.slice(1)))){
emPropParams2 = obj0[err108.keyword];
emParamsErrors2 = emErrors10[err108.keyword][err108.params[emPropParams2]];
if(emParamsErrors2){
emParamsErrors2.push(err108);
err108.emUsed = true;
}
}
}
for(const key10 in emErrors10){
for(const keyProp2 in emErrors10[key10]){
emParamsErrors2 = emErrors10[key10][keyProp2];
if(emParamsErrors2.length){
const tmpl2 = templates10[key10] && templates10[key10][keyProp2];
const err109 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors2},message:tmpl2 ? tmpl2() : schema54.errorMessage[key10][keyProp2],schema:schema54.errorMessage,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
}
const emErrs10 = [];
for(const err110 of vErrors){
if(!err110.emUsed){
emErrs10.push(err110);
}
}
vErrors = emErrs10;
errors = emErrs10.length;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["2bfbf9e8"] = validate26;
const schema55 = {"properties":{"authmethod":{"const":"psk"},"psk-auto-generate":{"const":"disable"}},"required":["authmethod"],"$id":"2bfbf9e8"};

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
if(data.authmethod === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "authmethod"},message:"must have required property '"+"authmethod"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.authmethod !== undefined){
let data0 = data.authmethod;
if("psk" !== data0){
const err1 = {instancePath:instancePath+"/authmethod",schemaPath:"#/properties/authmethod/const",keyword:"const",params:{allowedValue: "psk"},message:"must be equal to constant",schema:"psk",parentSchema:schema55.properties.authmethod,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data["psk-auto-generate"] !== undefined){
let data1 = data["psk-auto-generate"];
if("disable" !== data1){
const err2 = {instancePath:instancePath+"/psk-auto-generate",schemaPath:"#/properties/psk-auto-generate/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema55.properties["psk-auto-generate"],data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"authmethod":true,"psk-auto-generate":true},"dynamicProps":false,"dynamicItems":false};

exports["132f7ce3"] = validate27;
const schema56 = {"properties":{"authmethod":{"const":"psk"}},"required":["authmethod"],"$id":"132f7ce3"};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.authmethod === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "authmethod"},message:"must have required property '"+"authmethod"+"'",schema:schema56.required,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.authmethod !== undefined){
let data0 = data.authmethod;
if("psk" !== data0){
const err1 = {instancePath:instancePath+"/authmethod",schemaPath:"#/properties/authmethod/const",keyword:"const",params:{allowedValue: "psk"},message:"must be equal to constant",schema:"psk",parentSchema:schema56.properties.authmethod,data:data0};
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
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":{"authmethod":true},"dynamicProps":false,"dynamicItems":false};

exports["-18697b2d"] = validate28;
const schema57 = {"properties":{"authmethod":{"const":"signature"}},"required":["authmethod"],"$id":"-18697b2d"};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.authmethod === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "authmethod"},message:"must have required property '"+"authmethod"+"'",schema:schema57.required,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.authmethod !== undefined){
let data0 = data.authmethod;
if("signature" !== data0){
const err1 = {instancePath:instancePath+"/authmethod",schemaPath:"#/properties/authmethod/const",keyword:"const",params:{allowedValue: "signature"},message:"must be equal to constant",schema:"signature",parentSchema:schema57.properties.authmethod,data:data0};
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
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"authmethod":true},"dynamicProps":false,"dynamicItems":false};

exports["6d5fb068"] = validate29;
const schema58 = {"const":"meshed","title":"Full Meshed","$id":"6d5fb068"};

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
if("meshed" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "meshed"},message:"must be equal to constant",schema:"meshed",parentSchema:schema58,data};
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

exports["3644d1b7"] = validate30;
const schema59 = {"const":"star","title":"Star","$id":"3644d1b7"};

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
if("star" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "star"},message:"must be equal to constant",schema:"star",parentSchema:schema59,data};
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

exports["-1e48a246"] = validate31;
const schema60 = {"const":"dial","title":"Dial up","$id":"-1e48a246"};

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
if("dial" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "dial"},message:"must be equal to constant",schema:"dial",parentSchema:schema60,data};
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

exports["-1207a1b"] = validate32;
const schema61 = {"const":"1","title":"1","$id":"-1207a1b"};

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
if("1" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "1"},message:"must be equal to constant",schema:"1",parentSchema:schema61,data};
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

exports["58baf3e7"] = validate33;
const schema62 = {"const":"2","title":"2","$id":"58baf3e7"};

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
if("2" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "2"},message:"must be equal to constant",schema:"2",parentSchema:schema62,data};
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

exports["-4f7bc65"] = validate34;
const schema63 = {"const":"aes128-sha256","title":"AES128-SHA256","$id":"-4f7bc65"};

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
if("aes128-sha256" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "aes128-sha256"},message:"must be equal to constant",schema:"aes128-sha256",parentSchema:schema63,data};
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

exports["75f0e63"] = validate35;
const schema64 = {"const":"aes256-sha256","title":"AES256-SHA256","$id":"75f0e63"};

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
if("aes256-sha256" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "aes256-sha256"},message:"must be equal to constant",schema:"aes256-sha256",parentSchema:schema64,data};
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

exports["-60858ef"] = validate36;
const schema65 = {"const":"aes128gcm-prfsha256","title":"AES128GCM-PRFSHA256","$id":"-60858ef"};

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
if("aes128gcm-prfsha256" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "aes128gcm-prfsha256"},message:"must be equal to constant",schema:"aes128gcm-prfsha256",parentSchema:schema65,data};
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

exports["50837eb7"] = validate37;
const schema66 = {"const":"chacha20poly1305-prfsha256","title":"CHACHA20POLY1305-PRFSHA256","$id":"50837eb7"};

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
if("chacha20poly1305-prfsha256" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "chacha20poly1305-prfsha256"},message:"must be equal to constant",schema:"chacha20poly1305-prfsha256",parentSchema:schema66,data};
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

exports["58bb4d9c"] = validate38;
const schema67 = {"const":"14","title":"14 (2048-bit MODP)","$id":"58bb4d9c"};

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
if("14" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "14"},message:"must be equal to constant",schema:"14",parentSchema:schema67,data};
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

exports["-6150fd0e"] = validate39;
const schema68 = {"const":"15","title":"15 (3072-bit MODP)","$id":"-6150fd0e"};

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
if("15" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "15"},message:"must be equal to constant",schema:"15",parentSchema:schema68,data};
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

exports["60e660c3"] = validate40;
const schema69 = {"const":"19","title":"19 (256-bit ECP)","$id":"60e660c3"};

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
if("19" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "19"},message:"must be equal to constant",schema:"19",parentSchema:schema69,data};
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

exports["-3a63919"] = validate41;
const schema70 = {"const":"20","title":"20 (384-bit ECP)","$id":"-3a63919"};

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
if("20" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "20"},message:"must be equal to constant",schema:"20",parentSchema:schema70,data};
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

exports["6344cca2"] = validate42;
const schema71 = {"const":"21","title":"21 (521-bit ECP)","$id":"6344cca2"};

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
if("21" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "21"},message:"must be equal to constant",schema:"21",parentSchema:schema71,data};
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

exports["-4f364687"] = validate43;
const schema72 = {"const":"psk","title":"Pre-shared Key","$id":"-4f364687"};

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
if("psk" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "psk"},message:"must be equal to constant",schema:"psk",parentSchema:schema72,data};
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

exports["-47fa112d"] = validate44;
const schema73 = {"const":"signature","title":"Signature","$id":"-47fa112d"};

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
if("signature" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "signature"},message:"must be equal to constant",schema:"signature",parentSchema:schema73,data};
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

exports["4fa2a2d7"] = validate45;
const schema74 = {"const":"enable","title":"Enable","$id":"4fa2a2d7"};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["78fd03b3"] = validate46;
const schema75 = {"const":"disable","title":"Disable","$id":"78fd03b3"};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["5ecb463a"] = validate47;
const schema76 = {"const":"on-idle","title":"On Idle","$id":"5ecb463a"};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("on-idle" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "on-idle"},message:"must be equal to constant",schema:"on-idle",parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-3b12898"] = validate48;
const schema77 = {"const":"on-demand","title":"On Demand","$id":"-3b12898"};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("on-demand" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "on-demand"},message:"must be equal to constant",schema:"on-demand",parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
