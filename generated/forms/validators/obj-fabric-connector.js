// generated from specs/forms/obj-fabric-connector.schema.json and obj-fabric-connector.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-657c1ee5"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","type"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"type":{"type":"string","title":"Type","oneOf":[{"const":"aws","title":"Amazon Web Services (AWS)"},{"const":"azure","title":"Microsoft Azure"},{"const":"gcp","title":"Google Cloud Platform"},{"const":"oci","title":"Oracle Cloud Infrastructure"},{"const":"kubernetes","title":"Kubernetes"},{"const":"nsx","title":"VMware NSX"},{"const":"vmware","title":"VMware ESXi/vCenter"},{"const":"openstack","title":"OpenStack"}],"default":"aws"},"status":{"type":"string","title":"Status","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"enable"},"use-metadata-iam":{"type":"string","title":"Use Metadata IAM","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"disable","description":"The FortiGate reads its credentials from the cloud instance it runs on."},"region":{"type":"string","title":"Region","maxLength":31,"errorMessage":{"maxLength":"Region cannot be longer than 31 characters."}},"access-key":{"type":"string","title":"Access Key ID","maxLength":31,"errorMessage":{"maxLength":"Access Key ID cannot be longer than 31 characters."}},"secret-key":{"type":"string","title":"Secret Access Key","minLength":1,"maxLength":59,"errorMessage":{"minLength":"Secret Access Key must be 1 to 59 characters.","maxLength":"Secret Access Key must be 1 to 59 characters."}},"tenant-id":{"type":"string","title":"Tenant ID","maxLength":127,"errorMessage":{"maxLength":"Tenant ID cannot be longer than 127 characters."}},"client-id":{"type":"string","title":"Client ID","maxLength":127,"errorMessage":{"maxLength":"Client ID cannot be longer than 127 characters."}},"client-secret":{"type":"string","title":"Client Secret","minLength":1,"maxLength":59,"errorMessage":{"minLength":"Client Secret must be 1 to 59 characters.","maxLength":"Client Secret must be 1 to 59 characters."}},"server":{"type":"string","title":"Server","pattern":"^(((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})$","errorMessage":{"pattern":"Enter an IPv4 address or a host name, e.g. 203.0.113.10 or vpn.example.com."}},"server-port":{"type":"integer","title":"Port","minimum":1,"maximum":65535,"errorMessage":{"minimum":"Port must be between 1 and 65535.","maximum":"Port must be between 1 and 65535.","type":"Port must be a whole number."},"default":443},"username":{"type":"string","title":"Username","maxLength":64,"errorMessage":{"maxLength":"Username cannot be longer than 64 characters."}},"password":{"type":"string","title":"Password","minLength":1,"maxLength":128,"errorMessage":{"minLength":"Password must be 1 to 128 characters.","maxLength":"Password must be 1 to 128 characters."}},"update-interval":{"type":"integer","title":"Update Interval (s)","minimum":30,"maximum":3600,"errorMessage":{"minimum":"Update Interval (s) must be between 30 and 3600.","maximum":"Update Interval (s) must be between 30 and 3600.","type":"Update Interval (s) must be a whole number."},"default":60},"comments":{"type":"string","title":"Comments","maxLength":255,"errorMessage":{"maxLength":"Comments cannot be longer than 255 characters."}}},"errorMessage":{"required":{"name":"This field is required.","type":"This field is required."}},"allOf":[{"if":{"properties":{"type":{"const":"aws"},"use-metadata-iam":{"const":"disable"}},"required":["type"]},"then":{"required":["access-key","secret-key"],"errorMessage":{"required":{"access-key":"This field is required.","secret-key":"This field is required."}}}},{"if":{"properties":{"type":{"const":"azure"},"use-metadata-iam":{"const":"disable"}},"required":["type"]},"then":{"required":["tenant-id","client-id","client-secret"],"errorMessage":{"required":{"tenant-id":"This field is required.","client-id":"This field is required.","client-secret":"This field is required."}}}},{"if":{"properties":{"type":{"enum":["aws","azure","gcp","oci"]}},"required":["type"]},"then":{"properties":{"use-metadata-iam":{},"region":{}}}},{"if":{"properties":{"type":{"enum":["kubernetes","nsx","vmware","openstack"]}},"required":["type"]},"then":{"required":["server"],"errorMessage":{"required":{"server":"This field is required."}},"properties":{"server-port":{}}}},{"if":{"properties":{"type":{"enum":["nsx","vmware","openstack"]}},"required":["type"]},"then":{"required":["username","password"],"errorMessage":{"required":{"username":"This field is required.","password":"This field is required."}}}}],"$id":"-657c1ee5"};
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const pattern5 = new RegExp("^(((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})$", "u");

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
if((data.type === undefined) && (missing0 = "type")){
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
if(data.type !== undefined){
const _errs4 = errors;
if("aws" !== data.type){
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
if(data["use-metadata-iam"] !== undefined){
const _errs5 = errors;
if("disable" !== data["use-metadata-iam"]){
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
if(data["access-key"] === undefined){
const err3 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "access-key"},message:"must have required property '"+"access-key"+"'",schema:schema53.allOf[0].then.required,parentSchema:schema53.allOf[0].then,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data["secret-key"] === undefined){
const err4 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "secret-key"},message:"must have required property '"+"secret-key"+"'",schema:schema53.allOf[0].then.required,parentSchema:schema53.allOf[0].then,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"required":{"access-key":[],"secret-key":[]}};
const templates0 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err5 of vErrors){
if((((((err5.keyword !== "errorMessage") && (!err5.emUsed)) && (err5.instancePath === instancePath)) && (err5.keyword in emErrors0)) && (err5.schemaPath.indexOf("#/allOf/0/then") === 0)) && (/^\/[^\/]*$/.test(err5.schemaPath.slice(14)))){
emPropParams0 = obj0[err5.keyword];
emParamsErrors0 = emErrors0[err5.keyword][err5.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err5);
err5.emUsed = true;
}
}
}
for(const key0 in emErrors0){
for(const keyProp0 in emErrors0[key0]){
emParamsErrors0 = emErrors0[key0][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates0[key0] && templates0[key0][keyProp0];
const err6 = {instancePath,schemaPath:"#/allOf/0/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.allOf[0].then.errorMessage[key0][keyProp0],schema:schema53.allOf[0].then.errorMessage,parentSchema:schema53.allOf[0].then,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
const emErrs0 = [];
for(const err7 of vErrors){
if(!err7.emUsed){
emErrs0.push(err7);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
var _valid0 = _errs6 === errors;
valid1 = _valid0;
}
if(!valid1){
const err8 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[0].if,parentSchema:schema53.allOf[0],data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const _errs8 = errors;
let valid3 = true;
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.type === undefined) && (missing1 = "type")){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
if(data.type !== undefined){
const _errs10 = errors;
if("azure" !== data.type){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid4 = _errs10 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data["use-metadata-iam"] !== undefined){
const _errs11 = errors;
if("disable" !== data["use-metadata-iam"]){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
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
const _errs12 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["tenant-id"] === undefined){
const err12 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "tenant-id"},message:"must have required property '"+"tenant-id"+"'",schema:schema53.allOf[1].then.required,parentSchema:schema53.allOf[1].then,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data["client-id"] === undefined){
const err13 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "client-id"},message:"must have required property '"+"client-id"+"'",schema:schema53.allOf[1].then.required,parentSchema:schema53.allOf[1].then,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data["client-secret"] === undefined){
const err14 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "client-secret"},message:"must have required property '"+"client-secret"+"'",schema:schema53.allOf[1].then.required,parentSchema:schema53.allOf[1].then,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(errors > 0){
const emErrors1 = {"required":{"tenant-id":[],"client-id":[],"client-secret":[]}};
const templates1 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err15 of vErrors){
if((((((err15.keyword !== "errorMessage") && (!err15.emUsed)) && (err15.instancePath === instancePath)) && (err15.keyword in emErrors1)) && (err15.schemaPath.indexOf("#/allOf/1/then") === 0)) && (/^\/[^\/]*$/.test(err15.schemaPath.slice(14)))){
emPropParams1 = obj0[err15.keyword];
emParamsErrors1 = emErrors1[err15.keyword][err15.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err15);
err15.emUsed = true;
}
}
}
for(const key1 in emErrors1){
for(const keyProp1 in emErrors1[key1]){
emParamsErrors1 = emErrors1[key1][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates1[key1] && templates1[key1][keyProp1];
const err16 = {instancePath,schemaPath:"#/allOf/1/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema53.allOf[1].then.errorMessage[key1][keyProp1],schema:schema53.allOf[1].then.errorMessage,parentSchema:schema53.allOf[1].then,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
const emErrs1 = [];
for(const err17 of vErrors){
if(!err17.emUsed){
emErrs1.push(err17);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
var _valid1 = _errs12 === errors;
valid3 = _valid1;
}
if(!valid3){
const err18 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[1].if,parentSchema:schema53.allOf[1],data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const _errs14 = errors;
let valid5 = true;
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.type === undefined) && (missing2 = "type")){
const err19 = {};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
if(data.type !== undefined){
let data4 = data.type;
if(!((((data4 === "aws") || (data4 === "azure")) || (data4 === "gcp")) || (data4 === "oci"))){
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
}
var _valid2 = _errs15 === errors;
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs17 = errors;
var _valid2 = _errs17 === errors;
valid5 = _valid2;
if(valid5){
var props0 = {};
props0["use-metadata-iam"] = true;
props0.region = true;
props0.type = true;
}
}
if(!valid5){
const err21 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[2].if,parentSchema:schema53.allOf[2],data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0["use-metadata-iam"] = true;
}
const _errs19 = errors;
let valid7 = true;
const _errs20 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.type === undefined) && (missing3 = "type")){
const err22 = {};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
if(data.type !== undefined){
let data5 = data.type;
if(!((((data5 === "kubernetes") || (data5 === "nsx")) || (data5 === "vmware")) || (data5 === "openstack"))){
const err23 = {};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
}
var _valid3 = _errs20 === errors;
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs22 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.server === undefined){
const err24 = {instancePath,schemaPath:"#/allOf/3/then/required",keyword:"required",params:{missingProperty: "server"},message:"must have required property '"+"server"+"'",schema:schema53.allOf[3].then.required,parentSchema:schema53.allOf[3].then,data};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(errors > 0){
const emErrors2 = {"required":{"server":[]}};
const templates2 = {required:{}};
let emPropParams2;
let emParamsErrors2;
for(const err25 of vErrors){
if((((((err25.keyword !== "errorMessage") && (!err25.emUsed)) && (err25.instancePath === instancePath)) && (err25.keyword in emErrors2)) && (err25.schemaPath.indexOf("#/allOf/3/then") === 0)) && (/^\/[^\/]*$/.test(err25.schemaPath.slice(14)))){
emPropParams2 = obj0[err25.keyword];
emParamsErrors2 = emErrors2[err25.keyword][err25.params[emPropParams2]];
if(emParamsErrors2){
emParamsErrors2.push(err25);
err25.emUsed = true;
}
}
}
for(const key2 in emErrors2){
for(const keyProp2 in emErrors2[key2]){
emParamsErrors2 = emErrors2[key2][keyProp2];
if(emParamsErrors2.length){
const tmpl2 = templates2[key2] && templates2[key2][keyProp2];
const err26 = {instancePath,schemaPath:"#/allOf/3/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors2},message:tmpl2 ? tmpl2() : schema53.allOf[3].then.errorMessage[key2][keyProp2],schema:schema53.allOf[3].then.errorMessage,parentSchema:schema53.allOf[3].then,data};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
const emErrs2 = [];
for(const err27 of vErrors){
if(!err27.emUsed){
emErrs2.push(err27);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
var _valid3 = _errs22 === errors;
valid7 = _valid3;
if(valid7){
var props1 = {};
props1["server-port"] = true;
props1.type = true;
}
}
if(!valid7){
const err28 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[3].if,parentSchema:schema53.allOf[3],data};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
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
const _errs24 = errors;
let valid9 = true;
const _errs25 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.type === undefined) && (missing4 = "type")){
const err29 = {};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
else {
if(data.type !== undefined){
let data6 = data.type;
if(!(((data6 === "nsx") || (data6 === "vmware")) || (data6 === "openstack"))){
const err30 = {};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
}
var _valid4 = _errs25 === errors;
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs27 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.username === undefined){
const err31 = {instancePath,schemaPath:"#/allOf/4/then/required",keyword:"required",params:{missingProperty: "username"},message:"must have required property '"+"username"+"'",schema:schema53.allOf[4].then.required,parentSchema:schema53.allOf[4].then,data};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.password === undefined){
const err32 = {instancePath,schemaPath:"#/allOf/4/then/required",keyword:"required",params:{missingProperty: "password"},message:"must have required property '"+"password"+"'",schema:schema53.allOf[4].then.required,parentSchema:schema53.allOf[4].then,data};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(errors > 0){
const emErrors3 = {"required":{"username":[],"password":[]}};
const templates3 = {required:{}};
let emPropParams3;
let emParamsErrors3;
for(const err33 of vErrors){
if((((((err33.keyword !== "errorMessage") && (!err33.emUsed)) && (err33.instancePath === instancePath)) && (err33.keyword in emErrors3)) && (err33.schemaPath.indexOf("#/allOf/4/then") === 0)) && (/^\/[^\/]*$/.test(err33.schemaPath.slice(14)))){
emPropParams3 = obj0[err33.keyword];
emParamsErrors3 = emErrors3[err33.keyword][err33.params[emPropParams3]];
if(emParamsErrors3){
emParamsErrors3.push(err33);
err33.emUsed = true;
}
}
}
for(const key3 in emErrors3){
for(const keyProp3 in emErrors3[key3]){
emParamsErrors3 = emErrors3[key3][keyProp3];
if(emParamsErrors3.length){
const tmpl3 = templates3[key3] && templates3[key3][keyProp3];
const err34 = {instancePath,schemaPath:"#/allOf/4/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors3},message:tmpl3 ? tmpl3() : schema53.allOf[4].then.errorMessage[key3][keyProp3],schema:schema53.allOf[4].then.errorMessage,parentSchema:schema53.allOf[4].then,data};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
const emErrs3 = [];
for(const err35 of vErrors){
if(!err35.emUsed){
emErrs3.push(err35);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
var _valid4 = _errs27 === errors;
valid9 = _valid4;
}
if(!valid9){
const err36 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[4].if,parentSchema:schema53.allOf[4],data};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err37 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data.type === undefined){
const err38 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data.name !== undefined){
let data7 = data.name;
if(typeof data7 === "string"){
if(func1(data7) > 35){
const err39 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data7};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(func1(data7) < 1){
const err40 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data7};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!pattern4.test(data7)){
const err41 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data7};
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
const err42 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data7};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates4 = {};
for(const err43 of vErrors){
if((((((err43.keyword !== "errorMessage") && (!err43.emUsed)) && (err43.instancePath === instancePath+"/name")) && (err43.keyword in emErrors4)) && (err43.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err43.schemaPath.slice(17)))){
emErrors4[err43.keyword].push(err43);
err43.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err44 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema53.properties.name.errorMessage[key4],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data7};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
const emErrs4 = [];
for(const err45 of vErrors){
if(!err45.emUsed){
emErrs4.push(err45);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.type !== undefined){
let data8 = data.type;
if(typeof data8 !== "string"){
const err46 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.type.type,parentSchema:schema53.properties.type,data:data8};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
const _errs33 = errors;
let valid12 = false;
let passing0 = null;
const _errs34 = errors;
if("aws" !== data8){
const err47 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf/0/const",keyword:"const",params:{allowedValue: "aws"},message:"must be equal to constant",schema:"aws",parentSchema:schema53.properties.type.oneOf[0],data:data8};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid5 = _errs34 === errors;
if(_valid5){
valid12 = true;
passing0 = 0;
}
const _errs35 = errors;
if("azure" !== data8){
const err48 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf/1/const",keyword:"const",params:{allowedValue: "azure"},message:"must be equal to constant",schema:"azure",parentSchema:schema53.properties.type.oneOf[1],data:data8};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid5 = _errs35 === errors;
if(_valid5 && valid12){
valid12 = false;
passing0 = [passing0, 1];
}
else {
if(_valid5){
valid12 = true;
passing0 = 1;
}
const _errs36 = errors;
if("gcp" !== data8){
const err49 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf/2/const",keyword:"const",params:{allowedValue: "gcp"},message:"must be equal to constant",schema:"gcp",parentSchema:schema53.properties.type.oneOf[2],data:data8};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid5 = _errs36 === errors;
if(_valid5 && valid12){
valid12 = false;
passing0 = [passing0, 2];
}
else {
if(_valid5){
valid12 = true;
passing0 = 2;
}
const _errs37 = errors;
if("oci" !== data8){
const err50 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf/3/const",keyword:"const",params:{allowedValue: "oci"},message:"must be equal to constant",schema:"oci",parentSchema:schema53.properties.type.oneOf[3],data:data8};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid5 = _errs37 === errors;
if(_valid5 && valid12){
valid12 = false;
passing0 = [passing0, 3];
}
else {
if(_valid5){
valid12 = true;
passing0 = 3;
}
const _errs38 = errors;
if("kubernetes" !== data8){
const err51 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf/4/const",keyword:"const",params:{allowedValue: "kubernetes"},message:"must be equal to constant",schema:"kubernetes",parentSchema:schema53.properties.type.oneOf[4],data:data8};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid5 = _errs38 === errors;
if(_valid5 && valid12){
valid12 = false;
passing0 = [passing0, 4];
}
else {
if(_valid5){
valid12 = true;
passing0 = 4;
}
const _errs39 = errors;
if("nsx" !== data8){
const err52 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf/5/const",keyword:"const",params:{allowedValue: "nsx"},message:"must be equal to constant",schema:"nsx",parentSchema:schema53.properties.type.oneOf[5],data:data8};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid5 = _errs39 === errors;
if(_valid5 && valid12){
valid12 = false;
passing0 = [passing0, 5];
}
else {
if(_valid5){
valid12 = true;
passing0 = 5;
}
const _errs40 = errors;
if("vmware" !== data8){
const err53 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf/6/const",keyword:"const",params:{allowedValue: "vmware"},message:"must be equal to constant",schema:"vmware",parentSchema:schema53.properties.type.oneOf[6],data:data8};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid5 = _errs40 === errors;
if(_valid5 && valid12){
valid12 = false;
passing0 = [passing0, 6];
}
else {
if(_valid5){
valid12 = true;
passing0 = 6;
}
const _errs41 = errors;
if("openstack" !== data8){
const err54 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf/7/const",keyword:"const",params:{allowedValue: "openstack"},message:"must be equal to constant",schema:"openstack",parentSchema:schema53.properties.type.oneOf[7],data:data8};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid5 = _errs41 === errors;
if(_valid5 && valid12){
valid12 = false;
passing0 = [passing0, 7];
}
else {
if(_valid5){
valid12 = true;
passing0 = 7;
}
}
}
}
}
}
}
}
if(!valid12){
const err55 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties.type.oneOf,parentSchema:schema53.properties.type,data:data8};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
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
if(data.status !== undefined){
let data9 = data.status;
if(typeof data9 !== "string"){
const err56 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.status.type,parentSchema:schema53.properties.status,data:data9};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
const _errs44 = errors;
let valid13 = false;
let passing1 = null;
const _errs45 = errors;
if("enable" !== data9){
const err57 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties.status.oneOf[0],data:data9};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid6 = _errs45 === errors;
if(_valid6){
valid13 = true;
passing1 = 0;
}
const _errs46 = errors;
if("disable" !== data9){
const err58 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties.status.oneOf[1],data:data9};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid6 = _errs46 === errors;
if(_valid6 && valid13){
valid13 = false;
passing1 = [passing1, 1];
}
else {
if(_valid6){
valid13 = true;
passing1 = 1;
}
}
if(!valid13){
const err59 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties.status.oneOf,parentSchema:schema53.properties.status,data:data9};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
else {
errors = _errs44;
if(vErrors !== null){
if(_errs44){
vErrors.length = _errs44;
}
else {
vErrors = null;
}
}
}
}
if(data["use-metadata-iam"] !== undefined){
let data10 = data["use-metadata-iam"];
if(typeof data10 !== "string"){
const err60 = {instancePath:instancePath+"/use-metadata-iam",schemaPath:"#/properties/use-metadata-iam/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["use-metadata-iam"].type,parentSchema:schema53.properties["use-metadata-iam"],data:data10};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
const _errs49 = errors;
let valid14 = false;
let passing2 = null;
const _errs50 = errors;
if("enable" !== data10){
const err61 = {instancePath:instancePath+"/use-metadata-iam",schemaPath:"#/properties/use-metadata-iam/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["use-metadata-iam"].oneOf[0],data:data10};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var _valid7 = _errs50 === errors;
if(_valid7){
valid14 = true;
passing2 = 0;
}
const _errs51 = errors;
if("disable" !== data10){
const err62 = {instancePath:instancePath+"/use-metadata-iam",schemaPath:"#/properties/use-metadata-iam/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["use-metadata-iam"].oneOf[1],data:data10};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid7 = _errs51 === errors;
if(_valid7 && valid14){
valid14 = false;
passing2 = [passing2, 1];
}
else {
if(_valid7){
valid14 = true;
passing2 = 1;
}
}
if(!valid14){
const err63 = {instancePath:instancePath+"/use-metadata-iam",schemaPath:"#/properties/use-metadata-iam/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema53.properties["use-metadata-iam"].oneOf,parentSchema:schema53.properties["use-metadata-iam"],data:data10};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
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
if(data.region !== undefined){
let data11 = data.region;
if(typeof data11 === "string"){
if(func1(data11) > 31){
const err64 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/maxLength",keyword:"maxLength",params:{limit: 31},message:"must NOT have more than 31 characters",schema:31,parentSchema:schema53.properties.region,data:data11};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.region.type,parentSchema:schema53.properties.region,data:data11};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"maxLength":[]};
const templates5 = {};
for(const err66 of vErrors){
if((((((err66.keyword !== "errorMessage") && (!err66.emUsed)) && (err66.instancePath === instancePath+"/region")) && (err66.keyword in emErrors5)) && (err66.schemaPath.indexOf("#/properties/region") === 0)) && (/^\/[^\/]*$/.test(err66.schemaPath.slice(19)))){
emErrors5[err66.keyword].push(err66);
err66.emUsed = true;
}
}
for(const key5 in emErrors5){
if(emErrors5[key5].length){
const err67 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema53.properties.region.errorMessage[key5],schema:schema53.properties.region.errorMessage,parentSchema:schema53.properties.region,data:data11};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
const emErrs5 = [];
for(const err68 of vErrors){
if(!err68.emUsed){
emErrs5.push(err68);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data["access-key"] !== undefined){
let data12 = data["access-key"];
if(typeof data12 === "string"){
if(func1(data12) > 31){
const err69 = {instancePath:instancePath+"/access-key",schemaPath:"#/properties/access-key/maxLength",keyword:"maxLength",params:{limit: 31},message:"must NOT have more than 31 characters",schema:31,parentSchema:schema53.properties["access-key"],data:data12};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/access-key",schemaPath:"#/properties/access-key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["access-key"].type,parentSchema:schema53.properties["access-key"],data:data12};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"maxLength":[]};
const templates6 = {};
for(const err71 of vErrors){
if((((((err71.keyword !== "errorMessage") && (!err71.emUsed)) && (err71.instancePath === instancePath+"/access-key")) && (err71.keyword in emErrors6)) && (err71.schemaPath.indexOf("#/properties/access-key") === 0)) && (/^\/[^\/]*$/.test(err71.schemaPath.slice(23)))){
emErrors6[err71.keyword].push(err71);
err71.emUsed = true;
}
}
for(const key6 in emErrors6){
if(emErrors6[key6].length){
const err72 = {instancePath:instancePath+"/access-key",schemaPath:"#/properties/access-key/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key6]},message:key6 in templates6 ? templates6[key6]() : schema53.properties["access-key"].errorMessage[key6],schema:schema53.properties["access-key"].errorMessage,parentSchema:schema53.properties["access-key"],data:data12};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
const emErrs6 = [];
for(const err73 of vErrors){
if(!err73.emUsed){
emErrs6.push(err73);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
if(data["secret-key"] !== undefined){
let data13 = data["secret-key"];
if(typeof data13 === "string"){
if(func1(data13) > 59){
const err74 = {instancePath:instancePath+"/secret-key",schemaPath:"#/properties/secret-key/maxLength",keyword:"maxLength",params:{limit: 59},message:"must NOT have more than 59 characters",schema:59,parentSchema:schema53.properties["secret-key"],data:data13};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(func1(data13) < 1){
const err75 = {instancePath:instancePath+"/secret-key",schemaPath:"#/properties/secret-key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties["secret-key"],data:data13};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/secret-key",schemaPath:"#/properties/secret-key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["secret-key"].type,parentSchema:schema53.properties["secret-key"],data:data13};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(errors > 0){
const emErrors7 = {"minLength":[],"maxLength":[]};
const templates7 = {};
for(const err77 of vErrors){
if((((((err77.keyword !== "errorMessage") && (!err77.emUsed)) && (err77.instancePath === instancePath+"/secret-key")) && (err77.keyword in emErrors7)) && (err77.schemaPath.indexOf("#/properties/secret-key") === 0)) && (/^\/[^\/]*$/.test(err77.schemaPath.slice(23)))){
emErrors7[err77.keyword].push(err77);
err77.emUsed = true;
}
}
for(const key7 in emErrors7){
if(emErrors7[key7].length){
const err78 = {instancePath:instancePath+"/secret-key",schemaPath:"#/properties/secret-key/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key7]},message:key7 in templates7 ? templates7[key7]() : schema53.properties["secret-key"].errorMessage[key7],schema:schema53.properties["secret-key"].errorMessage,parentSchema:schema53.properties["secret-key"],data:data13};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
const emErrs7 = [];
for(const err79 of vErrors){
if(!err79.emUsed){
emErrs7.push(err79);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
if(data["tenant-id"] !== undefined){
let data14 = data["tenant-id"];
if(typeof data14 === "string"){
if(func1(data14) > 127){
const err80 = {instancePath:instancePath+"/tenant-id",schemaPath:"#/properties/tenant-id/maxLength",keyword:"maxLength",params:{limit: 127},message:"must NOT have more than 127 characters",schema:127,parentSchema:schema53.properties["tenant-id"],data:data14};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
else {
const err81 = {instancePath:instancePath+"/tenant-id",schemaPath:"#/properties/tenant-id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["tenant-id"].type,parentSchema:schema53.properties["tenant-id"],data:data14};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(errors > 0){
const emErrors8 = {"maxLength":[]};
const templates8 = {};
for(const err82 of vErrors){
if((((((err82.keyword !== "errorMessage") && (!err82.emUsed)) && (err82.instancePath === instancePath+"/tenant-id")) && (err82.keyword in emErrors8)) && (err82.schemaPath.indexOf("#/properties/tenant-id") === 0)) && (/^\/[^\/]*$/.test(err82.schemaPath.slice(22)))){
emErrors8[err82.keyword].push(err82);
err82.emUsed = true;
}
}
for(const key8 in emErrors8){
if(emErrors8[key8].length){
const err83 = {instancePath:instancePath+"/tenant-id",schemaPath:"#/properties/tenant-id/errorMessage",keyword:"errorMessage",params:{errors: emErrors8[key8]},message:key8 in templates8 ? templates8[key8]() : schema53.properties["tenant-id"].errorMessage[key8],schema:schema53.properties["tenant-id"].errorMessage,parentSchema:schema53.properties["tenant-id"],data:data14};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
const emErrs8 = [];
for(const err84 of vErrors){
if(!err84.emUsed){
emErrs8.push(err84);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
}
if(data["client-id"] !== undefined){
let data15 = data["client-id"];
if(typeof data15 === "string"){
if(func1(data15) > 127){
const err85 = {instancePath:instancePath+"/client-id",schemaPath:"#/properties/client-id/maxLength",keyword:"maxLength",params:{limit: 127},message:"must NOT have more than 127 characters",schema:127,parentSchema:schema53.properties["client-id"],data:data15};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
else {
const err86 = {instancePath:instancePath+"/client-id",schemaPath:"#/properties/client-id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["client-id"].type,parentSchema:schema53.properties["client-id"],data:data15};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(errors > 0){
const emErrors9 = {"maxLength":[]};
const templates9 = {};
for(const err87 of vErrors){
if((((((err87.keyword !== "errorMessage") && (!err87.emUsed)) && (err87.instancePath === instancePath+"/client-id")) && (err87.keyword in emErrors9)) && (err87.schemaPath.indexOf("#/properties/client-id") === 0)) && (/^\/[^\/]*$/.test(err87.schemaPath.slice(22)))){
emErrors9[err87.keyword].push(err87);
err87.emUsed = true;
}
}
for(const key9 in emErrors9){
if(emErrors9[key9].length){
const err88 = {instancePath:instancePath+"/client-id",schemaPath:"#/properties/client-id/errorMessage",keyword:"errorMessage",params:{errors: emErrors9[key9]},message:key9 in templates9 ? templates9[key9]() : schema53.properties["client-id"].errorMessage[key9],schema:schema53.properties["client-id"].errorMessage,parentSchema:schema53.properties["client-id"],data:data15};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
const emErrs9 = [];
for(const err89 of vErrors){
if(!err89.emUsed){
emErrs9.push(err89);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
}
if(data["client-secret"] !== undefined){
let data16 = data["client-secret"];
if(typeof data16 === "string"){
if(func1(data16) > 59){
const err90 = {instancePath:instancePath+"/client-secret",schemaPath:"#/properties/client-secret/maxLength",keyword:"maxLength",params:{limit: 59},message:"must NOT have more than 59 characters",schema:59,parentSchema:schema53.properties["client-secret"],data:data16};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(func1(data16) < 1){
const err91 = {instancePath:instancePath+"/client-secret",schemaPath:"#/properties/client-secret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties["client-secret"],data:data16};
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
const err92 = {instancePath:instancePath+"/client-secret",schemaPath:"#/properties/client-secret/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["client-secret"].type,parentSchema:schema53.properties["client-secret"],data:data16};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(errors > 0){
const emErrors10 = {"minLength":[],"maxLength":[]};
const templates10 = {};
for(const err93 of vErrors){
if((((((err93.keyword !== "errorMessage") && (!err93.emUsed)) && (err93.instancePath === instancePath+"/client-secret")) && (err93.keyword in emErrors10)) && (err93.schemaPath.indexOf("#/properties/client-secret") === 0)) && (/^\/[^\/]*$/.test(err93.schemaPath.slice(26)))){
emErrors10[err93.keyword].push(err93);
err93.emUsed = true;
}
}
for(const key10 in emErrors10){
if(emErrors10[key10].length){
const err94 = {instancePath:instancePath+"/client-secret",schemaPath:"#/properties/client-secret/errorMessage",keyword:"errorMessage",params:{errors: emErrors10[key10]},message:key10 in templates10 ? templates10[key10]() : schema53.properties["client-secret"].errorMessage[key10],schema:schema53.properties["client-secret"].errorMessage,parentSchema:schema53.properties["client-secret"],data:data16};
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
if(data.server !== undefined){
let data17 = data.server;
if(typeof data17 === "string"){
if(!pattern5.test(data17)){
const err96 = {instancePath:instancePath+"/server",schemaPath:"#/properties/server/pattern",keyword:"pattern",params:{pattern: "^(((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})$"},message:"must match pattern \""+"^(((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})$"+"\"",schema:"^(((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})$",parentSchema:schema53.properties.server,data:data17};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/server",schemaPath:"#/properties/server/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.server.type,parentSchema:schema53.properties.server,data:data17};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(errors > 0){
const emErrors11 = {"pattern":[]};
const templates11 = {};
for(const err98 of vErrors){
if((((((err98.keyword !== "errorMessage") && (!err98.emUsed)) && (err98.instancePath === instancePath+"/server")) && (err98.keyword in emErrors11)) && (err98.schemaPath.indexOf("#/properties/server") === 0)) && (/^\/[^\/]*$/.test(err98.schemaPath.slice(19)))){
emErrors11[err98.keyword].push(err98);
err98.emUsed = true;
}
}
for(const key11 in emErrors11){
if(emErrors11[key11].length){
const err99 = {instancePath:instancePath+"/server",schemaPath:"#/properties/server/errorMessage",keyword:"errorMessage",params:{errors: emErrors11[key11]},message:key11 in templates11 ? templates11[key11]() : schema53.properties.server.errorMessage[key11],schema:schema53.properties.server.errorMessage,parentSchema:schema53.properties.server,data:data17};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
const emErrs11 = [];
for(const err100 of vErrors){
if(!err100.emUsed){
emErrs11.push(err100);
}
}
vErrors = emErrs11;
errors = emErrs11.length;
}
}
if(data["server-port"] !== undefined){
let data18 = data["server-port"];
if(!((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18)))){
const err101 = {instancePath:instancePath+"/server-port",schemaPath:"#/properties/server-port/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["server-port"].type,parentSchema:schema53.properties["server-port"],data:data18};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(typeof data18 == "number"){
if(data18 > 65535 || isNaN(data18)){
const err102 = {instancePath:instancePath+"/server-port",schemaPath:"#/properties/server-port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535",schema:65535,parentSchema:schema53.properties["server-port"],data:data18};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(data18 < 1 || isNaN(data18)){
const err103 = {instancePath:instancePath+"/server-port",schemaPath:"#/properties/server-port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema53.properties["server-port"],data:data18};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(errors > 0){
const emErrors12 = {"minimum":[],"maximum":[],"type":[]};
const templates12 = {};
for(const err104 of vErrors){
if((((((err104.keyword !== "errorMessage") && (!err104.emUsed)) && (err104.instancePath === instancePath+"/server-port")) && (err104.keyword in emErrors12)) && (err104.schemaPath.indexOf("#/properties/server-port") === 0)) && (/^\/[^\/]*$/.test(err104.schemaPath.slice(24)))){
emErrors12[err104.keyword].push(err104);
err104.emUsed = true;
}
}
for(const key12 in emErrors12){
if(emErrors12[key12].length){
const err105 = {instancePath:instancePath+"/server-port",schemaPath:"#/properties/server-port/errorMessage",keyword:"errorMessage",params:{errors: emErrors12[key12]},message:key12 in templates12 ? templates12[key12]() : schema53.properties["server-port"].errorMessage[key12],schema:schema53.properties["server-port"].errorMessage,parentSchema:schema53.properties["server-port"],data:data18};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
const emErrs12 = [];
for(const err106 of vErrors){
if(!err106.emUsed){
emErrs12.push(err106);
}
}
vErrors = emErrs12;
errors = emErrs12.length;
}
}
if(data.username !== undefined){
let data19 = data.username;
if(typeof data19 === "string"){
if(func1(data19) > 64){
const err107 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema53.properties.username,data:data19};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
else {
const err108 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.username.type,parentSchema:schema53.properties.username,data:data19};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(errors > 0){
const emErrors13 = {"maxLength":[]};
const templates13 = {};
for(const err109 of vErrors){
if((((((err109.keyword !== "errorMessage") && (!err109.emUsed)) && (err109.instancePath === instancePath+"/username")) && (err109.keyword in emErrors13)) && (err109.schemaPath.indexOf("#/properties/username") === 0)) && (/^\/[^\/]*$/.test(err109.schemaPath.slice(21)))){
emErrors13[err109.keyword].push(err109);
err109.emUsed = true;
}
}
for(const key13 in emErrors13){
if(emErrors13[key13].length){
const err110 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/errorMessage",keyword:"errorMessage",params:{errors: emErrors13[key13]},message:key13 in templates13 ? templates13[key13]() : schema53.properties.username.errorMessage[key13],schema:schema53.properties.username.errorMessage,parentSchema:schema53.properties.username,data:data19};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
const emErrs13 = [];
for(const err111 of vErrors){
if(!err111.emUsed){
emErrs13.push(err111);
}
}
vErrors = emErrs13;
errors = emErrs13.length;
}
}
if(data.password !== undefined){
let data20 = data.password;
if(typeof data20 === "string"){
if(func1(data20) > 128){
const err112 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters",schema:128,parentSchema:schema53.properties.password,data:data20};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(func1(data20) < 1){
const err113 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.password,data:data20};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
else {
const err114 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.password.type,parentSchema:schema53.properties.password,data:data20};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if(errors > 0){
const emErrors14 = {"minLength":[],"maxLength":[]};
const templates14 = {};
for(const err115 of vErrors){
if((((((err115.keyword !== "errorMessage") && (!err115.emUsed)) && (err115.instancePath === instancePath+"/password")) && (err115.keyword in emErrors14)) && (err115.schemaPath.indexOf("#/properties/password") === 0)) && (/^\/[^\/]*$/.test(err115.schemaPath.slice(21)))){
emErrors14[err115.keyword].push(err115);
err115.emUsed = true;
}
}
for(const key14 in emErrors14){
if(emErrors14[key14].length){
const err116 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/errorMessage",keyword:"errorMessage",params:{errors: emErrors14[key14]},message:key14 in templates14 ? templates14[key14]() : schema53.properties.password.errorMessage[key14],schema:schema53.properties.password.errorMessage,parentSchema:schema53.properties.password,data:data20};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
const emErrs14 = [];
for(const err117 of vErrors){
if(!err117.emUsed){
emErrs14.push(err117);
}
}
vErrors = emErrs14;
errors = emErrs14.length;
}
}
if(data["update-interval"] !== undefined){
let data21 = data["update-interval"];
if(!((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21)))){
const err118 = {instancePath:instancePath+"/update-interval",schemaPath:"#/properties/update-interval/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["update-interval"].type,parentSchema:schema53.properties["update-interval"],data:data21};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(typeof data21 == "number"){
if(data21 > 3600 || isNaN(data21)){
const err119 = {instancePath:instancePath+"/update-interval",schemaPath:"#/properties/update-interval/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3600},message:"must be <= 3600",schema:3600,parentSchema:schema53.properties["update-interval"],data:data21};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if(data21 < 30 || isNaN(data21)){
const err120 = {instancePath:instancePath+"/update-interval",schemaPath:"#/properties/update-interval/minimum",keyword:"minimum",params:{comparison: ">=", limit: 30},message:"must be >= 30",schema:30,parentSchema:schema53.properties["update-interval"],data:data21};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(errors > 0){
const emErrors15 = {"minimum":[],"maximum":[],"type":[]};
const templates15 = {};
for(const err121 of vErrors){
if((((((err121.keyword !== "errorMessage") && (!err121.emUsed)) && (err121.instancePath === instancePath+"/update-interval")) && (err121.keyword in emErrors15)) && (err121.schemaPath.indexOf("#/properties/update-interval") === 0)) && (/^\/[^\/]*$/.test(err121.schemaPath.slice(28)))){
emErrors15[err121.keyword].push(err121);
err121.emUsed = true;
}
}
for(const key15 in emErrors15){
if(emErrors15[key15].length){
const err122 = {instancePath:instancePath+"/update-interval",schemaPath:"#/properties/update-interval/errorMessage",keyword:"errorMessage",params:{errors: emErrors15[key15]},message:key15 in templates15 ? templates15[key15]() : schema53.properties["update-interval"].errorMessage[key15],schema:schema53.properties["update-interval"].errorMessage,parentSchema:schema53.properties["update-interval"],data:data21};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
const emErrs15 = [];
for(const err123 of vErrors){
if(!err123.emUsed){
emErrs15.push(err123);
}
}
vErrors = emErrs15;
errors = emErrs15.length;
}
}
if(data.comments !== undefined){
let data22 = data.comments;
if(typeof data22 === "string"){
if(func1(data22) > 255){
const err124 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema53.properties.comments,data:data22};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
else {
const err125 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.comments.type,parentSchema:schema53.properties.comments,data:data22};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(errors > 0){
const emErrors16 = {"maxLength":[]};
const templates16 = {};
for(const err126 of vErrors){
if((((((err126.keyword !== "errorMessage") && (!err126.emUsed)) && (err126.instancePath === instancePath+"/comments")) && (err126.keyword in emErrors16)) && (err126.schemaPath.indexOf("#/properties/comments") === 0)) && (/^\/[^\/]*$/.test(err126.schemaPath.slice(21)))){
emErrors16[err126.keyword].push(err126);
err126.emUsed = true;
}
}
for(const key16 in emErrors16){
if(emErrors16[key16].length){
const err127 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/errorMessage",keyword:"errorMessage",params:{errors: emErrors16[key16]},message:key16 in templates16 ? templates16[key16]() : schema53.properties.comments.errorMessage[key16],schema:schema53.properties.comments.errorMessage,parentSchema:schema53.properties.comments,data:data22};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
const emErrs16 = [];
for(const err128 of vErrors){
if(!err128.emUsed){
emErrs16.push(err128);
}
}
vErrors = emErrs16;
errors = emErrs16.length;
}
}
}
else {
const err129 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
if(errors > 0){
const emErrors17 = {"required":{"name":[],"type":[]}};
const templates17 = {required:{}};
let emPropParams4;
let emParamsErrors4;
for(const err130 of vErrors){
if((((((err130.keyword !== "errorMessage") && (!err130.emUsed)) && (err130.instancePath === instancePath)) && (err130.keyword in emErrors17)) && (err130.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err130.schemaPath.slice(1)))){
emPropParams4 = obj0[err130.keyword];
emParamsErrors4 = emErrors17[err130.keyword][err130.params[emPropParams4]];
if(emParamsErrors4){
emParamsErrors4.push(err130);
err130.emUsed = true;
}
}
}
for(const key17 in emErrors17){
for(const keyProp4 in emErrors17[key17]){
emParamsErrors4 = emErrors17[key17][keyProp4];
if(emParamsErrors4.length){
const tmpl4 = templates17[key17] && templates17[key17][keyProp4];
const err131 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors4},message:tmpl4 ? tmpl4() : schema53.errorMessage[key17][keyProp4],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
}
const emErrs17 = [];
for(const err132 of vErrors){
if(!err132.emUsed){
emErrs17.push(err132);
}
}
vErrors = emErrs17;
errors = emErrs17.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["74028f62"] = validate25;
const schema54 = {"properties":{"type":{"const":"aws"},"use-metadata-iam":{"const":"disable"}},"required":["type"],"$id":"74028f62"};

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
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if("aws" !== data0){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "aws"},message:"must be equal to constant",schema:"aws",parentSchema:schema54.properties.type,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data["use-metadata-iam"] !== undefined){
let data1 = data["use-metadata-iam"];
if("disable" !== data1){
const err2 = {instancePath:instancePath+"/use-metadata-iam",schemaPath:"#/properties/use-metadata-iam/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema54.properties["use-metadata-iam"],data:data1};
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
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"type":true,"use-metadata-iam":true},"dynamicProps":false,"dynamicItems":false};

exports.f817350 = validate26;
const schema55 = {"properties":{"type":{"const":"azure"},"use-metadata-iam":{"const":"disable"}},"required":["type"],"$id":"f817350"};

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
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if("azure" !== data0){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "azure"},message:"must be equal to constant",schema:"azure",parentSchema:schema55.properties.type,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data["use-metadata-iam"] !== undefined){
let data1 = data["use-metadata-iam"];
if("disable" !== data1){
const err2 = {instancePath:instancePath+"/use-metadata-iam",schemaPath:"#/properties/use-metadata-iam/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema55.properties["use-metadata-iam"],data:data1};
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
validate26.evaluated = {"props":{"type":true,"use-metadata-iam":true},"dynamicProps":false,"dynamicItems":false};

exports["3b0e5e7e"] = validate27;
const schema56 = {"properties":{"type":{"enum":["aws","azure","gcp","oci"]}},"required":["type"],"$id":"3b0e5e7e"};

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
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema56.required,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(!((((data0 === "aws") || (data0 === "azure")) || (data0 === "gcp")) || (data0 === "oci"))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema56.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema56.properties.type.enum,parentSchema:schema56.properties.type,data:data0};
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
validate27.evaluated = {"props":{"type":true},"dynamicProps":false,"dynamicItems":false};

exports["-7bcf00e6"] = validate28;
const schema57 = {"properties":{"type":{"enum":["kubernetes","nsx","vmware","openstack"]}},"required":["type"],"$id":"-7bcf00e6"};

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
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema57.required,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(!((((data0 === "kubernetes") || (data0 === "nsx")) || (data0 === "vmware")) || (data0 === "openstack"))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema57.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema57.properties.type.enum,parentSchema:schema57.properties.type,data:data0};
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
validate28.evaluated = {"props":{"type":true},"dynamicProps":false,"dynamicItems":false};

exports["2651dc8"] = validate29;
const schema58 = {"properties":{"type":{"enum":["nsx","vmware","openstack"]}},"required":["type"],"$id":"2651dc8"};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema58.required,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(!(((data0 === "nsx") || (data0 === "vmware")) || (data0 === "openstack"))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema58.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema58.properties.type.enum,parentSchema:schema58.properties.type,data:data0};
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
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":{"type":true},"dynamicProps":false,"dynamicItems":false};

exports["-760c5166"] = validate30;
const schema59 = {"const":"aws","title":"Amazon Web Services (AWS)","$id":"-760c5166"};

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
if("aws" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "aws"},message:"must be equal to constant",schema:"aws",parentSchema:schema59,data};
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

exports["58732fef"] = validate31;
const schema60 = {"const":"azure","title":"Microsoft Azure","$id":"58732fef"};

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
if("azure" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "azure"},message:"must be equal to constant",schema:"azure",parentSchema:schema60,data};
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

exports["6835dabc"] = validate32;
const schema61 = {"const":"gcp","title":"Google Cloud Platform","$id":"6835dabc"};

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
if("gcp" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "gcp"},message:"must be equal to constant",schema:"gcp",parentSchema:schema61,data};
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

exports["40a2d88"] = validate33;
const schema62 = {"const":"oci","title":"Oracle Cloud Infrastructure","$id":"40a2d88"};

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
if("oci" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "oci"},message:"must be equal to constant",schema:"oci",parentSchema:schema62,data};
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

exports["-38d35ac9"] = validate34;
const schema63 = {"const":"kubernetes","title":"Kubernetes","$id":"-38d35ac9"};

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
if("kubernetes" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "kubernetes"},message:"must be equal to constant",schema:"kubernetes",parentSchema:schema63,data};
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

exports["32fac787"] = validate35;
const schema64 = {"const":"nsx","title":"VMware NSX","$id":"32fac787"};

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
if("nsx" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "nsx"},message:"must be equal to constant",schema:"nsx",parentSchema:schema64,data};
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

exports["-2dd3ac26"] = validate36;
const schema65 = {"const":"vmware","title":"VMware ESXi/vCenter","$id":"-2dd3ac26"};

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
if("vmware" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "vmware"},message:"must be equal to constant",schema:"vmware",parentSchema:schema65,data};
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

exports.fa9b83f = validate37;
const schema66 = {"const":"openstack","title":"OpenStack","$id":"fa9b83f"};

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
if("openstack" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "openstack"},message:"must be equal to constant",schema:"openstack",parentSchema:schema66,data};
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

exports["4fa2a2d7"] = validate38;
const schema67 = {"const":"enable","title":"Enable","$id":"4fa2a2d7"};

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
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema67,data};
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

exports["78fd03b3"] = validate39;
const schema68 = {"const":"disable","title":"Disable","$id":"78fd03b3"};

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
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema68,data};
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

export const validateFns = exports;
