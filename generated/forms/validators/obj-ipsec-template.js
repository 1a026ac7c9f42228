// generated from specs/forms/obj-ipsec-template.schema.json and obj-ipsec-template.ui.json; do not edit, run npm run codegen
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

exports["5aad0273"] = validate25;
const schema54 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","role","interface"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"description":{"type":"string","title":"Description","maxLength":255,"errorMessage":{"maxLength":"Description cannot be longer than 255 characters."}},"role":{"type":"string","title":"Role","oneOf":[{"const":"hub","title":"Hub"},{"const":"spoke","title":"Spoke"}],"default":"spoke"},"interface":{"type":"string","title":"Outgoing Interface","maxLength":35,"errorMessage":{"maxLength":"Outgoing Interface cannot be longer than 35 characters.","minLength":"This field is required."},"minLength":1,"default":"wan1"},"remote-gw":{"type":"string","title":"Remote Gateway","pattern":"^(((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})$","errorMessage":{"pattern":"Enter an IPv4 address or a host name, e.g. 203.0.113.10 or vpn.example.com."},"description":"The hub a spoke connects to."},"ike-version":{"type":"string","title":"IKE Version","oneOf":[{"const":"1","title":"1"},{"const":"2","title":"2"}],"default":"2"},"proposal":{"type":"array","title":"Proposals","uniqueItems":true,"items":{"type":"string","oneOf":[{"const":"aes128-sha256","title":"AES128-SHA256"},{"const":"aes256-sha256","title":"AES256-SHA256"},{"const":"aes128gcm-prfsha256","title":"AES128GCM-PRFSHA256"},{"const":"aes256gcm-prfsha384","title":"AES256GCM-PRFSHA384"},{"const":"chacha20poly1305-prfsha256","title":"CHACHA20POLY1305-PRFSHA256"}]},"default":["aes256gcm-prfsha384","aes256-sha256"],"minItems":1,"errorMessage":{"minItems":"Choose at least one proposal."}},"dhgrp":{"type":"array","title":"Diffie-Hellman Groups","uniqueItems":true,"items":{"type":"string","oneOf":[{"const":"14","title":"14 (2048-bit MODP)"},{"const":"15","title":"15 (3072-bit MODP)"},{"const":"19","title":"19 (256-bit ECP)"},{"const":"20","title":"20 (384-bit ECP)"},{"const":"21","title":"21 (521-bit ECP)"}]},"default":["20","21"],"minItems":1,"errorMessage":{"minItems":"Choose at least one Diffie-Hellman group."}},"authmethod":{"type":"string","title":"Authentication","oneOf":[{"const":"psk","title":"Pre-shared Key"},{"const":"signature","title":"Signature"}],"default":"psk"},"psksecret":{"type":"string","title":"Pre-shared Key","minLength":6,"maxLength":128,"errorMessage":{"minLength":"Pre-shared Key must be 6 to 128 characters.","maxLength":"Pre-shared Key must be 6 to 128 characters."}},"certificate":{"type":"string","title":"Certificate","maxLength":35,"errorMessage":{"maxLength":"Certificate cannot be longer than 35 characters."}},"auto-discovery":{"type":"string","title":"ADVPN Shortcuts","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"enable"},"network-id":{"type":"integer","title":"Network Overlay ID","minimum":0,"maximum":255,"errorMessage":{"minimum":"Network Overlay ID must be between 0 and 255.","maximum":"Network Overlay ID must be between 0 and 255.","type":"Network Overlay ID must be a whole number."},"default":1},"dpd":{"type":"string","title":"Dead Peer Detection","oneOf":[{"const":"on-idle","title":"On Idle"},{"const":"on-demand","title":"On Demand"},{"const":"disable","title":"Disable"}],"default":"on-idle"},"devices":{"type":"array","title":"Assigned Devices","uniqueItems":true,"items":{"type":"string","title":"Device","minLength":1,"maxLength":35,"errorMessage":{"minLength":"This field is required.","maxLength":"An entry cannot be longer than 35 characters."}},"description":"Managed FortiGates the template is installed on."}},"errorMessage":{"required":{"name":"This field is required.","role":"This field is required.","interface":"This field is required."}},"allOf":[{"if":{"properties":{"role":{"const":"spoke"}},"required":["role"]},"then":{"required":["remote-gw"],"errorMessage":{"required":{"remote-gw":"Enter the hub a spoke connects to."}}}},{"if":{"properties":{"authmethod":{"const":"psk"}},"required":["authmethod"]},"then":{"required":["psksecret"],"errorMessage":{"required":{"psksecret":"Enter the pre-shared key."}}}},{"if":{"properties":{"authmethod":{"const":"signature"}},"required":["authmethod"]},"then":{"required":["certificate"],"errorMessage":{"required":{"certificate":"Choose the certificate the tunnel signs with."}}}}],"$id":"5aad0273"};
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const pattern5 = new RegExp("^(((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})$", "u");

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
if((data.role === undefined) && (missing0 = "role")){
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
if(data.role !== undefined){
if("spoke" !== data.role){
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
if(data["remote-gw"] === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "remote-gw"},message:"must have required property '"+"remote-gw"+"'",schema:schema54.allOf[0].then.required,parentSchema:schema54.allOf[0].then,data};
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
const emErrors0 = {"required":{"remote-gw":[]}};
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
const err4 = {instancePath,schemaPath:"#/allOf/0/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema54.allOf[0].then.errorMessage[key0][keyProp0],schema:schema54.allOf[0].then.errorMessage,parentSchema:schema54.allOf[0].then,data};
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
const err6 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema54.allOf[0].if,parentSchema:schema54.allOf[0],data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs7 = errors;
let valid3 = true;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.authmethod === undefined) && (missing1 = "authmethod")){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
if(data.authmethod !== undefined){
if("psk" !== data.authmethod){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.psksecret === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "psksecret"},message:"must have required property '"+"psksecret"+"'",schema:schema54.allOf[1].then.required,parentSchema:schema54.allOf[1].then,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(errors > 0){
const emErrors1 = {"required":{"psksecret":[]}};
const templates1 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err10 of vErrors){
if((((((err10.keyword !== "errorMessage") && (!err10.emUsed)) && (err10.instancePath === instancePath)) && (err10.keyword in emErrors1)) && (err10.schemaPath.indexOf("#/allOf/1/then") === 0)) && (/^\/[^\/]*$/.test(err10.schemaPath.slice(14)))){
emPropParams1 = obj0[err10.keyword];
emParamsErrors1 = emErrors1[err10.keyword][err10.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err10);
err10.emUsed = true;
}
}
}
for(const key1 in emErrors1){
for(const keyProp1 in emErrors1[key1]){
emParamsErrors1 = emErrors1[key1][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates1[key1] && templates1[key1][keyProp1];
const err11 = {instancePath,schemaPath:"#/allOf/1/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema54.allOf[1].then.errorMessage[key1][keyProp1],schema:schema54.allOf[1].then.errorMessage,parentSchema:schema54.allOf[1].then,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
const emErrs1 = [];
for(const err12 of vErrors){
if(!err12.emUsed){
emErrs1.push(err12);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
var _valid1 = _errs10 === errors;
valid3 = _valid1;
}
if(!valid3){
const err13 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema54.allOf[1].if,parentSchema:schema54.allOf[1],data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const _errs12 = errors;
let valid5 = true;
const _errs13 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.authmethod === undefined) && (missing2 = "authmethod")){
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
if(data.authmethod !== undefined){
if("signature" !== data.authmethod){
const err15 = {};
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
}
var _valid2 = _errs13 === errors;
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.certificate === undefined){
const err16 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "certificate"},message:"must have required property '"+"certificate"+"'",schema:schema54.allOf[2].then.required,parentSchema:schema54.allOf[2].then,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(errors > 0){
const emErrors2 = {"required":{"certificate":[]}};
const templates2 = {required:{}};
let emPropParams2;
let emParamsErrors2;
for(const err17 of vErrors){
if((((((err17.keyword !== "errorMessage") && (!err17.emUsed)) && (err17.instancePath === instancePath)) && (err17.keyword in emErrors2)) && (err17.schemaPath.indexOf("#/allOf/2/then") === 0)) && (/^\/[^\/]*$/.test(err17.schemaPath.slice(14)))){
emPropParams2 = obj0[err17.keyword];
emParamsErrors2 = emErrors2[err17.keyword][err17.params[emPropParams2]];
if(emParamsErrors2){
emParamsErrors2.push(err17);
err17.emUsed = true;
}
}
}
for(const key2 in emErrors2){
for(const keyProp2 in emErrors2[key2]){
emParamsErrors2 = emErrors2[key2][keyProp2];
if(emParamsErrors2.length){
const tmpl2 = templates2[key2] && templates2[key2][keyProp2];
const err18 = {instancePath,schemaPath:"#/allOf/2/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors2},message:tmpl2 ? tmpl2() : schema54.allOf[2].then.errorMessage[key2][keyProp2],schema:schema54.allOf[2].then.errorMessage,parentSchema:schema54.allOf[2].then,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
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
var _valid2 = _errs15 === errors;
valid5 = _valid2;
}
if(!valid5){
const err20 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema54.allOf[2].if,parentSchema:schema54.allOf[2],data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err21 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data.role === undefined){
const err22 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data.interface === undefined){
const err23 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "interface"},message:"must have required property '"+"interface"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data.name !== undefined){
let data3 = data.name;
if(typeof data3 === "string"){
if(func1(data3) > 35){
const err24 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema54.properties.name,data:data3};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(func1(data3) < 1){
const err25 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema54.properties.name,data:data3};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern4.test(data3)){
const err26 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema54.properties.name,data:data3};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.name.type,parentSchema:schema54.properties.name,data:data3};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates3 = {};
for(const err28 of vErrors){
if((((((err28.keyword !== "errorMessage") && (!err28.emUsed)) && (err28.instancePath === instancePath+"/name")) && (err28.keyword in emErrors3)) && (err28.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err28.schemaPath.slice(17)))){
emErrors3[err28.keyword].push(err28);
err28.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err29 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema54.properties.name.errorMessage[key3],schema:schema54.properties.name.errorMessage,parentSchema:schema54.properties.name,data:data3};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
const emErrs3 = [];
for(const err30 of vErrors){
if(!err30.emUsed){
emErrs3.push(err30);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.description !== undefined){
let data4 = data.description;
if(typeof data4 === "string"){
if(func1(data4) > 255){
const err31 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema54.properties.description,data:data4};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.description.type,parentSchema:schema54.properties.description,data:data4};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"maxLength":[]};
const templates4 = {};
for(const err33 of vErrors){
if((((((err33.keyword !== "errorMessage") && (!err33.emUsed)) && (err33.instancePath === instancePath+"/description")) && (err33.keyword in emErrors4)) && (err33.schemaPath.indexOf("#/properties/description") === 0)) && (/^\/[^\/]*$/.test(err33.schemaPath.slice(24)))){
emErrors4[err33.keyword].push(err33);
err33.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err34 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema54.properties.description.errorMessage[key4],schema:schema54.properties.description.errorMessage,parentSchema:schema54.properties.description,data:data4};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
const emErrs4 = [];
for(const err35 of vErrors){
if(!err35.emUsed){
emErrs4.push(err35);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.role !== undefined){
let data5 = data.role;
if(typeof data5 !== "string"){
const err36 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.role.type,parentSchema:schema54.properties.role,data:data5};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
const _errs23 = errors;
let valid8 = false;
let passing0 = null;
const _errs24 = errors;
if("hub" !== data5){
const err37 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/oneOf/0/const",keyword:"const",params:{allowedValue: "hub"},message:"must be equal to constant",schema:"hub",parentSchema:schema54.properties.role.oneOf[0],data:data5};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid3 = _errs24 === errors;
if(_valid3){
valid8 = true;
passing0 = 0;
}
const _errs25 = errors;
if("spoke" !== data5){
const err38 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/oneOf/1/const",keyword:"const",params:{allowedValue: "spoke"},message:"must be equal to constant",schema:"spoke",parentSchema:schema54.properties.role.oneOf[1],data:data5};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid3 = _errs25 === errors;
if(_valid3 && valid8){
valid8 = false;
passing0 = [passing0, 1];
}
else {
if(_valid3){
valid8 = true;
passing0 = 1;
}
}
if(!valid8){
const err39 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema54.properties.role.oneOf,parentSchema:schema54.properties.role,data:data5};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
}
if(data.interface !== undefined){
let data6 = data.interface;
if(typeof data6 === "string"){
if(func1(data6) > 35){
const err40 = {instancePath:instancePath+"/interface",schemaPath:"#/properties/interface/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema54.properties.interface,data:data6};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(func1(data6) < 1){
const err41 = {instancePath:instancePath+"/interface",schemaPath:"#/properties/interface/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema54.properties.interface,data:data6};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/interface",schemaPath:"#/properties/interface/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.interface.type,parentSchema:schema54.properties.interface,data:data6};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"maxLength":[],"minLength":[]};
const templates5 = {};
for(const err43 of vErrors){
if((((((err43.keyword !== "errorMessage") && (!err43.emUsed)) && (err43.instancePath === instancePath+"/interface")) && (err43.keyword in emErrors5)) && (err43.schemaPath.indexOf("#/properties/interface") === 0)) && (/^\/[^\/]*$/.test(err43.schemaPath.slice(22)))){
emErrors5[err43.keyword].push(err43);
err43.emUsed = true;
}
}
for(const key5 in emErrors5){
if(emErrors5[key5].length){
const err44 = {instancePath:instancePath+"/interface",schemaPath:"#/properties/interface/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema54.properties.interface.errorMessage[key5],schema:schema54.properties.interface.errorMessage,parentSchema:schema54.properties.interface,data:data6};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
const emErrs5 = [];
for(const err45 of vErrors){
if(!err45.emUsed){
emErrs5.push(err45);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data["remote-gw"] !== undefined){
let data7 = data["remote-gw"];
if(typeof data7 === "string"){
if(!pattern5.test(data7)){
const err46 = {instancePath:instancePath+"/remote-gw",schemaPath:"#/properties/remote-gw/pattern",keyword:"pattern",params:{pattern: "^(((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})$"},message:"must match pattern \""+"^(((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})$"+"\"",schema:"^(((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})$",parentSchema:schema54.properties["remote-gw"],data:data7};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/remote-gw",schemaPath:"#/properties/remote-gw/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties["remote-gw"].type,parentSchema:schema54.properties["remote-gw"],data:data7};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"pattern":[]};
const templates6 = {};
for(const err48 of vErrors){
if((((((err48.keyword !== "errorMessage") && (!err48.emUsed)) && (err48.instancePath === instancePath+"/remote-gw")) && (err48.keyword in emErrors6)) && (err48.schemaPath.indexOf("#/properties/remote-gw") === 0)) && (/^\/[^\/]*$/.test(err48.schemaPath.slice(22)))){
emErrors6[err48.keyword].push(err48);
err48.emUsed = true;
}
}
for(const key6 in emErrors6){
if(emErrors6[key6].length){
const err49 = {instancePath:instancePath+"/remote-gw",schemaPath:"#/properties/remote-gw/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key6]},message:key6 in templates6 ? templates6[key6]() : schema54.properties["remote-gw"].errorMessage[key6],schema:schema54.properties["remote-gw"].errorMessage,parentSchema:schema54.properties["remote-gw"],data:data7};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
const emErrs6 = [];
for(const err50 of vErrors){
if(!err50.emUsed){
emErrs6.push(err50);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
if(data["ike-version"] !== undefined){
let data8 = data["ike-version"];
if(typeof data8 !== "string"){
const err51 = {instancePath:instancePath+"/ike-version",schemaPath:"#/properties/ike-version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties["ike-version"].type,parentSchema:schema54.properties["ike-version"],data:data8};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
const _errs32 = errors;
let valid9 = false;
let passing1 = null;
const _errs33 = errors;
if("1" !== data8){
const err52 = {instancePath:instancePath+"/ike-version",schemaPath:"#/properties/ike-version/oneOf/0/const",keyword:"const",params:{allowedValue: "1"},message:"must be equal to constant",schema:"1",parentSchema:schema54.properties["ike-version"].oneOf[0],data:data8};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid4 = _errs33 === errors;
if(_valid4){
valid9 = true;
passing1 = 0;
}
const _errs34 = errors;
if("2" !== data8){
const err53 = {instancePath:instancePath+"/ike-version",schemaPath:"#/properties/ike-version/oneOf/1/const",keyword:"const",params:{allowedValue: "2"},message:"must be equal to constant",schema:"2",parentSchema:schema54.properties["ike-version"].oneOf[1],data:data8};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid4 = _errs34 === errors;
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
const err54 = {instancePath:instancePath+"/ike-version",schemaPath:"#/properties/ike-version/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema54.properties["ike-version"].oneOf,parentSchema:schema54.properties["ike-version"],data:data8};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
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
if(data.proposal !== undefined){
let data9 = data.proposal;
if(Array.isArray(data9)){
if(data9.length < 1){
const err55 = {instancePath:instancePath+"/proposal",schemaPath:"#/properties/proposal/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema54.properties.proposal,data:data9};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(typeof data10 !== "string"){
const err56 = {instancePath:instancePath+"/proposal/" + i0,schemaPath:"#/properties/proposal/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.proposal.items.type,parentSchema:schema54.properties.proposal.items,data:data10};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
const _errs39 = errors;
let valid12 = false;
let passing2 = null;
const _errs40 = errors;
if("aes128-sha256" !== data10){
const err57 = {instancePath:instancePath+"/proposal/" + i0,schemaPath:"#/properties/proposal/items/oneOf/0/const",keyword:"const",params:{allowedValue: "aes128-sha256"},message:"must be equal to constant",schema:"aes128-sha256",parentSchema:schema54.properties.proposal.items.oneOf[0],data:data10};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid5 = _errs40 === errors;
if(_valid5){
valid12 = true;
passing2 = 0;
}
const _errs41 = errors;
if("aes256-sha256" !== data10){
const err58 = {instancePath:instancePath+"/proposal/" + i0,schemaPath:"#/properties/proposal/items/oneOf/1/const",keyword:"const",params:{allowedValue: "aes256-sha256"},message:"must be equal to constant",schema:"aes256-sha256",parentSchema:schema54.properties.proposal.items.oneOf[1],data:data10};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid5 = _errs41 === errors;
if(_valid5 && valid12){
valid12 = false;
passing2 = [passing2, 1];
}
else {
if(_valid5){
valid12 = true;
passing2 = 1;
}
const _errs42 = errors;
if("aes128gcm-prfsha256" !== data10){
const err59 = {instancePath:instancePath+"/proposal/" + i0,schemaPath:"#/properties/proposal/items/oneOf/2/const",keyword:"const",params:{allowedValue: "aes128gcm-prfsha256"},message:"must be equal to constant",schema:"aes128gcm-prfsha256",parentSchema:schema54.properties.proposal.items.oneOf[2],data:data10};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid5 = _errs42 === errors;
if(_valid5 && valid12){
valid12 = false;
passing2 = [passing2, 2];
}
else {
if(_valid5){
valid12 = true;
passing2 = 2;
}
const _errs43 = errors;
if("aes256gcm-prfsha384" !== data10){
const err60 = {instancePath:instancePath+"/proposal/" + i0,schemaPath:"#/properties/proposal/items/oneOf/3/const",keyword:"const",params:{allowedValue: "aes256gcm-prfsha384"},message:"must be equal to constant",schema:"aes256gcm-prfsha384",parentSchema:schema54.properties.proposal.items.oneOf[3],data:data10};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid5 = _errs43 === errors;
if(_valid5 && valid12){
valid12 = false;
passing2 = [passing2, 3];
}
else {
if(_valid5){
valid12 = true;
passing2 = 3;
}
const _errs44 = errors;
if("chacha20poly1305-prfsha256" !== data10){
const err61 = {instancePath:instancePath+"/proposal/" + i0,schemaPath:"#/properties/proposal/items/oneOf/4/const",keyword:"const",params:{allowedValue: "chacha20poly1305-prfsha256"},message:"must be equal to constant",schema:"chacha20poly1305-prfsha256",parentSchema:schema54.properties.proposal.items.oneOf[4],data:data10};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var _valid5 = _errs44 === errors;
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
const err62 = {instancePath:instancePath+"/proposal/" + i0,schemaPath:"#/properties/proposal/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema54.properties.proposal.items.oneOf,parentSchema:schema54.properties.proposal.items,data:data10};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
else {
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
}
}
let i1 = data9.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data9[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err63 = {instancePath:instancePath+"/proposal",schemaPath:"#/properties/proposal/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema54.properties.proposal,data:data9};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err64 = {instancePath:instancePath+"/proposal",schemaPath:"#/properties/proposal/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema54.properties.proposal.type,parentSchema:schema54.properties.proposal,data:data9};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(errors > 0){
const emErrors7 = {"minItems":[]};
const templates7 = {};
for(const err65 of vErrors){
if((((((err65.keyword !== "errorMessage") && (!err65.emUsed)) && (err65.instancePath === instancePath+"/proposal")) && (err65.keyword in emErrors7)) && (err65.schemaPath.indexOf("#/properties/proposal") === 0)) && (/^\/[^\/]*$/.test(err65.schemaPath.slice(21)))){
emErrors7[err65.keyword].push(err65);
err65.emUsed = true;
}
}
for(const key7 in emErrors7){
if(emErrors7[key7].length){
const err66 = {instancePath:instancePath+"/proposal",schemaPath:"#/properties/proposal/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key7]},message:key7 in templates7 ? templates7[key7]() : schema54.properties.proposal.errorMessage[key7],schema:schema54.properties.proposal.errorMessage,parentSchema:schema54.properties.proposal,data:data9};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
const emErrs7 = [];
for(const err67 of vErrors){
if(!err67.emUsed){
emErrs7.push(err67);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
if(data.dhgrp !== undefined){
let data11 = data.dhgrp;
if(Array.isArray(data11)){
if(data11.length < 1){
const err68 = {instancePath:instancePath+"/dhgrp",schemaPath:"#/properties/dhgrp/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema54.properties.dhgrp,data:data11};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
const len1 = data11.length;
for(let i2=0; i2<len1; i2++){
let data12 = data11[i2];
if(typeof data12 !== "string"){
const err69 = {instancePath:instancePath+"/dhgrp/" + i2,schemaPath:"#/properties/dhgrp/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.dhgrp.items.type,parentSchema:schema54.properties.dhgrp.items,data:data12};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
const _errs49 = errors;
let valid16 = false;
let passing3 = null;
const _errs50 = errors;
if("14" !== data12){
const err70 = {instancePath:instancePath+"/dhgrp/" + i2,schemaPath:"#/properties/dhgrp/items/oneOf/0/const",keyword:"const",params:{allowedValue: "14"},message:"must be equal to constant",schema:"14",parentSchema:schema54.properties.dhgrp.items.oneOf[0],data:data12};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid6 = _errs50 === errors;
if(_valid6){
valid16 = true;
passing3 = 0;
}
const _errs51 = errors;
if("15" !== data12){
const err71 = {instancePath:instancePath+"/dhgrp/" + i2,schemaPath:"#/properties/dhgrp/items/oneOf/1/const",keyword:"const",params:{allowedValue: "15"},message:"must be equal to constant",schema:"15",parentSchema:schema54.properties.dhgrp.items.oneOf[1],data:data12};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid6 = _errs51 === errors;
if(_valid6 && valid16){
valid16 = false;
passing3 = [passing3, 1];
}
else {
if(_valid6){
valid16 = true;
passing3 = 1;
}
const _errs52 = errors;
if("19" !== data12){
const err72 = {instancePath:instancePath+"/dhgrp/" + i2,schemaPath:"#/properties/dhgrp/items/oneOf/2/const",keyword:"const",params:{allowedValue: "19"},message:"must be equal to constant",schema:"19",parentSchema:schema54.properties.dhgrp.items.oneOf[2],data:data12};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid6 = _errs52 === errors;
if(_valid6 && valid16){
valid16 = false;
passing3 = [passing3, 2];
}
else {
if(_valid6){
valid16 = true;
passing3 = 2;
}
const _errs53 = errors;
if("20" !== data12){
const err73 = {instancePath:instancePath+"/dhgrp/" + i2,schemaPath:"#/properties/dhgrp/items/oneOf/3/const",keyword:"const",params:{allowedValue: "20"},message:"must be equal to constant",schema:"20",parentSchema:schema54.properties.dhgrp.items.oneOf[3],data:data12};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
var _valid6 = _errs53 === errors;
if(_valid6 && valid16){
valid16 = false;
passing3 = [passing3, 3];
}
else {
if(_valid6){
valid16 = true;
passing3 = 3;
}
const _errs54 = errors;
if("21" !== data12){
const err74 = {instancePath:instancePath+"/dhgrp/" + i2,schemaPath:"#/properties/dhgrp/items/oneOf/4/const",keyword:"const",params:{allowedValue: "21"},message:"must be equal to constant",schema:"21",parentSchema:schema54.properties.dhgrp.items.oneOf[4],data:data12};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid6 = _errs54 === errors;
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
const err75 = {instancePath:instancePath+"/dhgrp/" + i2,schemaPath:"#/properties/dhgrp/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf",schema:schema54.properties.dhgrp.items.oneOf,parentSchema:schema54.properties.dhgrp.items,data:data12};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
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
let i3 = data11.length;
let j1;
if(i3 > 1){
const indices1 = {};
for(;i3--;){
let item1 = data11[i3];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err76 = {instancePath:instancePath+"/dhgrp",schemaPath:"#/properties/dhgrp/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)",schema:true,parentSchema:schema54.properties.dhgrp,data:data11};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
break;
}
indices1[item1] = i3;
}
}
}
else {
const err77 = {instancePath:instancePath+"/dhgrp",schemaPath:"#/properties/dhgrp/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema54.properties.dhgrp.type,parentSchema:schema54.properties.dhgrp,data:data11};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(errors > 0){
const emErrors8 = {"minItems":[]};
const templates8 = {};
for(const err78 of vErrors){
if((((((err78.keyword !== "errorMessage") && (!err78.emUsed)) && (err78.instancePath === instancePath+"/dhgrp")) && (err78.keyword in emErrors8)) && (err78.schemaPath.indexOf("#/properties/dhgrp") === 0)) && (/^\/[^\/]*$/.test(err78.schemaPath.slice(18)))){
emErrors8[err78.keyword].push(err78);
err78.emUsed = true;
}
}
for(const key8 in emErrors8){
if(emErrors8[key8].length){
const err79 = {instancePath:instancePath+"/dhgrp",schemaPath:"#/properties/dhgrp/errorMessage",keyword:"errorMessage",params:{errors: emErrors8[key8]},message:key8 in templates8 ? templates8[key8]() : schema54.properties.dhgrp.errorMessage[key8],schema:schema54.properties.dhgrp.errorMessage,parentSchema:schema54.properties.dhgrp,data:data11};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
const emErrs8 = [];
for(const err80 of vErrors){
if(!err80.emUsed){
emErrs8.push(err80);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
}
if(data.authmethod !== undefined){
let data13 = data.authmethod;
if(typeof data13 !== "string"){
const err81 = {instancePath:instancePath+"/authmethod",schemaPath:"#/properties/authmethod/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.authmethod.type,parentSchema:schema54.properties.authmethod,data:data13};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
const _errs57 = errors;
let valid18 = false;
let passing4 = null;
const _errs58 = errors;
if("psk" !== data13){
const err82 = {instancePath:instancePath+"/authmethod",schemaPath:"#/properties/authmethod/oneOf/0/const",keyword:"const",params:{allowedValue: "psk"},message:"must be equal to constant",schema:"psk",parentSchema:schema54.properties.authmethod.oneOf[0],data:data13};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
var _valid7 = _errs58 === errors;
if(_valid7){
valid18 = true;
passing4 = 0;
}
const _errs59 = errors;
if("signature" !== data13){
const err83 = {instancePath:instancePath+"/authmethod",schemaPath:"#/properties/authmethod/oneOf/1/const",keyword:"const",params:{allowedValue: "signature"},message:"must be equal to constant",schema:"signature",parentSchema:schema54.properties.authmethod.oneOf[1],data:data13};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
var _valid7 = _errs59 === errors;
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
const err84 = {instancePath:instancePath+"/authmethod",schemaPath:"#/properties/authmethod/oneOf",keyword:"oneOf",params:{passingSchemas: passing4},message:"must match exactly one schema in oneOf",schema:schema54.properties.authmethod.oneOf,parentSchema:schema54.properties.authmethod,data:data13};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
else {
errors = _errs57;
if(vErrors !== null){
if(_errs57){
vErrors.length = _errs57;
}
else {
vErrors = null;
}
}
}
}
if(data.psksecret !== undefined){
let data14 = data.psksecret;
if(typeof data14 === "string"){
if(func1(data14) > 128){
const err85 = {instancePath:instancePath+"/psksecret",schemaPath:"#/properties/psksecret/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters",schema:128,parentSchema:schema54.properties.psksecret,data:data14};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(func1(data14) < 6){
const err86 = {instancePath:instancePath+"/psksecret",schemaPath:"#/properties/psksecret/minLength",keyword:"minLength",params:{limit: 6},message:"must NOT have fewer than 6 characters",schema:6,parentSchema:schema54.properties.psksecret,data:data14};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
else {
const err87 = {instancePath:instancePath+"/psksecret",schemaPath:"#/properties/psksecret/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.psksecret.type,parentSchema:schema54.properties.psksecret,data:data14};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(errors > 0){
const emErrors9 = {"minLength":[],"maxLength":[]};
const templates9 = {};
for(const err88 of vErrors){
if((((((err88.keyword !== "errorMessage") && (!err88.emUsed)) && (err88.instancePath === instancePath+"/psksecret")) && (err88.keyword in emErrors9)) && (err88.schemaPath.indexOf("#/properties/psksecret") === 0)) && (/^\/[^\/]*$/.test(err88.schemaPath.slice(22)))){
emErrors9[err88.keyword].push(err88);
err88.emUsed = true;
}
}
for(const key9 in emErrors9){
if(emErrors9[key9].length){
const err89 = {instancePath:instancePath+"/psksecret",schemaPath:"#/properties/psksecret/errorMessage",keyword:"errorMessage",params:{errors: emErrors9[key9]},message:key9 in templates9 ? templates9[key9]() : schema54.properties.psksecret.errorMessage[key9],schema:schema54.properties.psksecret.errorMessage,parentSchema:schema54.properties.psksecret,data:data14};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
const emErrs9 = [];
for(const err90 of vErrors){
if(!err90.emUsed){
emErrs9.push(err90);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
}
if(data.certificate !== undefined){
let data15 = data.certificate;
if(typeof data15 === "string"){
if(func1(data15) > 35){
const err91 = {instancePath:instancePath+"/certificate",schemaPath:"#/properties/certificate/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema54.properties.certificate,data:data15};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
else {
const err92 = {instancePath:instancePath+"/certificate",schemaPath:"#/properties/certificate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.certificate.type,parentSchema:schema54.properties.certificate,data:data15};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(errors > 0){
const emErrors10 = {"maxLength":[]};
const templates10 = {};
for(const err93 of vErrors){
if((((((err93.keyword !== "errorMessage") && (!err93.emUsed)) && (err93.instancePath === instancePath+"/certificate")) && (err93.keyword in emErrors10)) && (err93.schemaPath.indexOf("#/properties/certificate") === 0)) && (/^\/[^\/]*$/.test(err93.schemaPath.slice(24)))){
emErrors10[err93.keyword].push(err93);
err93.emUsed = true;
}
}
for(const key10 in emErrors10){
if(emErrors10[key10].length){
const err94 = {instancePath:instancePath+"/certificate",schemaPath:"#/properties/certificate/errorMessage",keyword:"errorMessage",params:{errors: emErrors10[key10]},message:key10 in templates10 ? templates10[key10]() : schema54.properties.certificate.errorMessage[key10],schema:schema54.properties.certificate.errorMessage,parentSchema:schema54.properties.certificate,data:data15};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
const emErrs10 = [];
for(const err95 of vErrors){
if(!err95.emUsed){
emErrs10.push(err95);
}
}
vErrors = emErrs10;
errors = emErrs10.length;
}
}
if(data["auto-discovery"] !== undefined){
let data16 = data["auto-discovery"];
if(typeof data16 !== "string"){
const err96 = {instancePath:instancePath+"/auto-discovery",schemaPath:"#/properties/auto-discovery/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties["auto-discovery"].type,parentSchema:schema54.properties["auto-discovery"],data:data16};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
const _errs66 = errors;
let valid19 = false;
let passing5 = null;
const _errs67 = errors;
if("enable" !== data16){
const err97 = {instancePath:instancePath+"/auto-discovery",schemaPath:"#/properties/auto-discovery/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema54.properties["auto-discovery"].oneOf[0],data:data16};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
var _valid8 = _errs67 === errors;
if(_valid8){
valid19 = true;
passing5 = 0;
}
const _errs68 = errors;
if("disable" !== data16){
const err98 = {instancePath:instancePath+"/auto-discovery",schemaPath:"#/properties/auto-discovery/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema54.properties["auto-discovery"].oneOf[1],data:data16};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
var _valid8 = _errs68 === errors;
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
const err99 = {instancePath:instancePath+"/auto-discovery",schemaPath:"#/properties/auto-discovery/oneOf",keyword:"oneOf",params:{passingSchemas: passing5},message:"must match exactly one schema in oneOf",schema:schema54.properties["auto-discovery"].oneOf,parentSchema:schema54.properties["auto-discovery"],data:data16};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
else {
errors = _errs66;
if(vErrors !== null){
if(_errs66){
vErrors.length = _errs66;
}
else {
vErrors = null;
}
}
}
}
if(data["network-id"] !== undefined){
let data17 = data["network-id"];
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
const err100 = {instancePath:instancePath+"/network-id",schemaPath:"#/properties/network-id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema54.properties["network-id"].type,parentSchema:schema54.properties["network-id"],data:data17};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(typeof data17 == "number"){
if(data17 > 255 || isNaN(data17)){
const err101 = {instancePath:instancePath+"/network-id",schemaPath:"#/properties/network-id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 255},message:"must be <= 255",schema:255,parentSchema:schema54.properties["network-id"],data:data17};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(data17 < 0 || isNaN(data17)){
const err102 = {instancePath:instancePath+"/network-id",schemaPath:"#/properties/network-id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema54.properties["network-id"],data:data17};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(errors > 0){
const emErrors11 = {"minimum":[],"maximum":[],"type":[]};
const templates11 = {};
for(const err103 of vErrors){
if((((((err103.keyword !== "errorMessage") && (!err103.emUsed)) && (err103.instancePath === instancePath+"/network-id")) && (err103.keyword in emErrors11)) && (err103.schemaPath.indexOf("#/properties/network-id") === 0)) && (/^\/[^\/]*$/.test(err103.schemaPath.slice(23)))){
emErrors11[err103.keyword].push(err103);
err103.emUsed = true;
}
}
for(const key11 in emErrors11){
if(emErrors11[key11].length){
const err104 = {instancePath:instancePath+"/network-id",schemaPath:"#/properties/network-id/errorMessage",keyword:"errorMessage",params:{errors: emErrors11[key11]},message:key11 in templates11 ? templates11[key11]() : schema54.properties["network-id"].errorMessage[key11],schema:schema54.properties["network-id"].errorMessage,parentSchema:schema54.properties["network-id"],data:data17};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
const emErrs11 = [];
for(const err105 of vErrors){
if(!err105.emUsed){
emErrs11.push(err105);
}
}
vErrors = emErrs11;
errors = emErrs11.length;
}
}
if(data.dpd !== undefined){
let data18 = data.dpd;
if(typeof data18 !== "string"){
const err106 = {instancePath:instancePath+"/dpd",schemaPath:"#/properties/dpd/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.dpd.type,parentSchema:schema54.properties.dpd,data:data18};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
const _errs73 = errors;
let valid20 = false;
let passing6 = null;
const _errs74 = errors;
if("on-idle" !== data18){
const err107 = {instancePath:instancePath+"/dpd",schemaPath:"#/properties/dpd/oneOf/0/const",keyword:"const",params:{allowedValue: "on-idle"},message:"must be equal to constant",schema:"on-idle",parentSchema:schema54.properties.dpd.oneOf[0],data:data18};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
var _valid9 = _errs74 === errors;
if(_valid9){
valid20 = true;
passing6 = 0;
}
const _errs75 = errors;
if("on-demand" !== data18){
const err108 = {instancePath:instancePath+"/dpd",schemaPath:"#/properties/dpd/oneOf/1/const",keyword:"const",params:{allowedValue: "on-demand"},message:"must be equal to constant",schema:"on-demand",parentSchema:schema54.properties.dpd.oneOf[1],data:data18};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
var _valid9 = _errs75 === errors;
if(_valid9 && valid20){
valid20 = false;
passing6 = [passing6, 1];
}
else {
if(_valid9){
valid20 = true;
passing6 = 1;
}
const _errs76 = errors;
if("disable" !== data18){
const err109 = {instancePath:instancePath+"/dpd",schemaPath:"#/properties/dpd/oneOf/2/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema54.properties.dpd.oneOf[2],data:data18};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
var _valid9 = _errs76 === errors;
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
const err110 = {instancePath:instancePath+"/dpd",schemaPath:"#/properties/dpd/oneOf",keyword:"oneOf",params:{passingSchemas: passing6},message:"must match exactly one schema in oneOf",schema:schema54.properties.dpd.oneOf,parentSchema:schema54.properties.dpd,data:data18};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
else {
errors = _errs73;
if(vErrors !== null){
if(_errs73){
vErrors.length = _errs73;
}
else {
vErrors = null;
}
}
}
}
if(data.devices !== undefined){
let data19 = data.devices;
if(Array.isArray(data19)){
const len2 = data19.length;
for(let i4=0; i4<len2; i4++){
let data20 = data19[i4];
if(typeof data20 === "string"){
if(func1(data20) > 35){
const err111 = {instancePath:instancePath+"/devices/" + i4,schemaPath:"#/properties/devices/items/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema54.properties.devices.items,data:data20};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if(func1(data20) < 1){
const err112 = {instancePath:instancePath+"/devices/" + i4,schemaPath:"#/properties/devices/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema54.properties.devices.items,data:data20};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
else {
const err113 = {instancePath:instancePath+"/devices/" + i4,schemaPath:"#/properties/devices/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.devices.items.type,parentSchema:schema54.properties.devices.items,data:data20};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(errors > 0){
const emErrors12 = {"minLength":[],"maxLength":[]};
const templates12 = {};
for(const err114 of vErrors){
if((((((err114.keyword !== "errorMessage") && (!err114.emUsed)) && (err114.instancePath === instancePath+"/devices/" + i4)) && (err114.keyword in emErrors12)) && (err114.schemaPath.indexOf("#/properties/devices/items") === 0)) && (/^\/[^\/]*$/.test(err114.schemaPath.slice(26)))){
emErrors12[err114.keyword].push(err114);
err114.emUsed = true;
}
}
for(const key12 in emErrors12){
if(emErrors12[key12].length){
const err115 = {instancePath:instancePath+"/devices/" + i4,schemaPath:"#/properties/devices/items/errorMessage",keyword:"errorMessage",params:{errors: emErrors12[key12]},message:key12 in templates12 ? templates12[key12]() : schema54.properties.devices.items.errorMessage[key12],schema:schema54.properties.devices.items.errorMessage,parentSchema:schema54.properties.devices.items,data:data20};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
const emErrs12 = [];
for(const err116 of vErrors){
if(!err116.emUsed){
emErrs12.push(err116);
}
}
vErrors = emErrs12;
errors = emErrs12.length;
}
}
let i5 = data19.length;
let j2;
if(i5 > 1){
const indices2 = {};
for(;i5--;){
let item2 = data19[i5];
if(typeof item2 !== "string"){
continue;
}
if(typeof indices2[item2] == "number"){
j2 = indices2[item2];
const err117 = {instancePath:instancePath+"/devices",schemaPath:"#/properties/devices/uniqueItems",keyword:"uniqueItems",params:{i: i5, j: j2},message:"must NOT have duplicate items (items ## "+j2+" and "+i5+" are identical)",schema:true,parentSchema:schema54.properties.devices,data:data19};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
break;
}
indices2[item2] = i5;
}
}
}
else {
const err118 = {instancePath:instancePath+"/devices",schemaPath:"#/properties/devices/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema54.properties.devices.type,parentSchema:schema54.properties.devices,data:data19};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
}
else {
const err119 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema54.type,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if(errors > 0){
const emErrors13 = {"required":{"name":[],"role":[],"interface":[]}};
const templates13 = {required:{}};
let emPropParams3;
let emParamsErrors3;
for(const err120 of vErrors){
if((((((err120.keyword !== "errorMessage") && (!err120.emUsed)) && (err120.instancePath === instancePath)) && (err120.keyword in emErrors13)) && (err120.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err120.schemaPath.slice(1)))){
emPropParams3 = obj0[err120.keyword];
emParamsErrors3 = emErrors13[err120.keyword][err120.params[emPropParams3]];
if(emParamsErrors3){
emParamsErrors3.push(err120);
err120.emUsed = true;
}
}
}
for(const key13 in emErrors13){
for(const keyProp3 in emErrors13[key13]){
emParamsErrors3 = emErrors13[key13][keyProp3];
if(emParamsErrors3.length){
const tmpl3 = templates13[key13] && templates13[key13][keyProp3];
const err121 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors3},message:tmpl3 ? tmpl3() : schema54.errorMessage[key13][keyProp3],schema:schema54.errorMessage,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
}
const emErrs13 = [];
for(const err122 of vErrors){
if(!err122.emUsed){
emErrs13.push(err122);
}
}
vErrors = emErrs13;
errors = emErrs13.length;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["2aae0b0d"] = validate26;
const schema55 = {"properties":{"role":{"const":"spoke"}},"required":["role"],"$id":"2aae0b0d"};

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
if(data.role === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.role !== undefined){
let data0 = data.role;
if("spoke" !== data0){
const err1 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/const",keyword:"const",params:{allowedValue: "spoke"},message:"must be equal to constant",schema:"spoke",parentSchema:schema55.properties.role,data:data0};
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
validate26.evaluated = {"props":{"role":true},"dynamicProps":false,"dynamicItems":false};

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

exports["-24dde073"] = validate29;
const schema58 = {"const":"hub","title":"Hub","$id":"-24dde073"};

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
if("hub" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "hub"},message:"must be equal to constant",schema:"hub",parentSchema:schema58,data};
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

exports["3403817b"] = validate30;
const schema59 = {"const":"spoke","title":"Spoke","$id":"3403817b"};

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
if("spoke" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "spoke"},message:"must be equal to constant",schema:"spoke",parentSchema:schema59,data};
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

exports["-1207a1b"] = validate31;
const schema60 = {"const":"1","title":"1","$id":"-1207a1b"};

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
if("1" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "1"},message:"must be equal to constant",schema:"1",parentSchema:schema60,data};
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

exports["58baf3e7"] = validate32;
const schema61 = {"const":"2","title":"2","$id":"58baf3e7"};

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
if("2" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "2"},message:"must be equal to constant",schema:"2",parentSchema:schema61,data};
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

exports["-4f7bc65"] = validate33;
const schema62 = {"const":"aes128-sha256","title":"AES128-SHA256","$id":"-4f7bc65"};

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
if("aes128-sha256" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "aes128-sha256"},message:"must be equal to constant",schema:"aes128-sha256",parentSchema:schema62,data};
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

exports["75f0e63"] = validate34;
const schema63 = {"const":"aes256-sha256","title":"AES256-SHA256","$id":"75f0e63"};

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
if("aes256-sha256" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "aes256-sha256"},message:"must be equal to constant",schema:"aes256-sha256",parentSchema:schema63,data};
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

exports["-60858ef"] = validate35;
const schema64 = {"const":"aes128gcm-prfsha256","title":"AES128GCM-PRFSHA256","$id":"-60858ef"};

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
if("aes128gcm-prfsha256" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "aes128gcm-prfsha256"},message:"must be equal to constant",schema:"aes128gcm-prfsha256",parentSchema:schema64,data};
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

exports["50837eb7"] = validate36;
const schema65 = {"const":"chacha20poly1305-prfsha256","title":"CHACHA20POLY1305-PRFSHA256","$id":"50837eb7"};

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
if("chacha20poly1305-prfsha256" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "chacha20poly1305-prfsha256"},message:"must be equal to constant",schema:"chacha20poly1305-prfsha256",parentSchema:schema65,data};
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

exports["58bb4d9c"] = validate37;
const schema66 = {"const":"14","title":"14 (2048-bit MODP)","$id":"58bb4d9c"};

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
if("14" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "14"},message:"must be equal to constant",schema:"14",parentSchema:schema66,data};
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

exports["-6150fd0e"] = validate38;
const schema67 = {"const":"15","title":"15 (3072-bit MODP)","$id":"-6150fd0e"};

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
if("15" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "15"},message:"must be equal to constant",schema:"15",parentSchema:schema67,data};
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

exports["60e660c3"] = validate39;
const schema68 = {"const":"19","title":"19 (256-bit ECP)","$id":"60e660c3"};

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
if("19" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "19"},message:"must be equal to constant",schema:"19",parentSchema:schema68,data};
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

exports["-3a63919"] = validate40;
const schema69 = {"const":"20","title":"20 (384-bit ECP)","$id":"-3a63919"};

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
if("20" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "20"},message:"must be equal to constant",schema:"20",parentSchema:schema69,data};
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

exports["6344cca2"] = validate41;
const schema70 = {"const":"21","title":"21 (521-bit ECP)","$id":"6344cca2"};

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
if("21" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "21"},message:"must be equal to constant",schema:"21",parentSchema:schema70,data};
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

exports["-4f364687"] = validate42;
const schema71 = {"const":"psk","title":"Pre-shared Key","$id":"-4f364687"};

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
if("psk" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "psk"},message:"must be equal to constant",schema:"psk",parentSchema:schema71,data};
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

exports["-47fa112d"] = validate43;
const schema72 = {"const":"signature","title":"Signature","$id":"-47fa112d"};

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
if("signature" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "signature"},message:"must be equal to constant",schema:"signature",parentSchema:schema72,data};
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

exports["4fa2a2d7"] = validate44;
const schema73 = {"const":"enable","title":"Enable","$id":"4fa2a2d7"};

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
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema73,data};
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

exports["78fd03b3"] = validate45;
const schema74 = {"const":"disable","title":"Disable","$id":"78fd03b3"};

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
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema74,data};
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

exports["5ecb463a"] = validate46;
const schema75 = {"const":"on-idle","title":"On Idle","$id":"5ecb463a"};

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
if("on-idle" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "on-idle"},message:"must be equal to constant",schema:"on-idle",parentSchema:schema75,data};
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

exports["-3b12898"] = validate47;
const schema76 = {"const":"on-demand","title":"On Demand","$id":"-3b12898"};

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
if("on-demand" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "on-demand"},message:"must be equal to constant",schema:"on-demand",parentSchema:schema76,data};
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

export const validateFns = exports;
