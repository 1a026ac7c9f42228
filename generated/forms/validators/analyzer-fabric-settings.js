// generated from specs/forms/analyzer-fabric-settings.schema.json and analyzer-fabric-settings.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["20337381"] = validate24;
const schema53 = {"properties":{"status":{"const":"enable"},"role":{"const":"member"}},"required":["status","role"],"$id":"20337381"};

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
if(data.status === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.role === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status !== undefined){
let data0 = data.status;
if("enable" !== data0){
const err2 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties.status,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.role !== undefined){
let data1 = data.role;
if("member" !== data1){
const err3 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/const",keyword:"const",params:{allowedValue: "member"},message:"must be equal to constant",schema:"member",parentSchema:schema53.properties.role,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"status":true,"role":true},"dynamicProps":false,"dynamicItems":false};

exports["5f40fac1"] = validate25;
const schema54 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":false,"required":["status","role","fabric_name"],"properties":{"status":{"type":"string","title":"Analyzer Fabric","default":"disable","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}]},"role":{"type":"string","title":"Role","default":"supervisor","oneOf":[{"const":"supervisor","title":"Supervisor"},{"const":"member","title":"Member"}]},"fabric_name":{"type":"string","maxLength":35,"pattern":"^[A-Za-z0-9_-]*$","description":"Name of the fabric (every member uses the supervisor's).","title":"Fabric Name","default":"","errorMessage":{"maxLength":"The fabric name cannot be longer than 35 characters.","pattern":"The fabric name can contain only letters, digits, '-' and '_'."}},"upstream_ip":{"type":"string","pattern":"^$|^((25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)$","description":"The supervisor's IPv4 address (members).","title":"Supervisor IP","errorMessage":{"pattern":"Please enter a valid IPv4 address."}},"upstream_port":{"type":"integer","minimum":1,"maximum":65535,"description":"The supervisor's port (members).","title":"Supervisor Port","errorMessage":{"type":"Please enter a port from 1 to 65535.","minimum":"Please enter a port from 1 to 65535.","maximum":"Please enter a port from 1 to 65535."}},"accept_auth_by_cert":{"type":"boolean","description":"Whether members are accepted by their certificate rather than by approval.","title":"Accept members by their certificate"},"sync_interval":{"type":"integer","minimum":1,"maximum":60,"description":"Minutes between the supervisor's syncs of the members.","title":"Sync Interval (minutes)","errorMessage":{"type":"Please enter a number of minutes from 1 to 60.","minimum":"Please enter a number of minutes from 1 to 60.","maximum":"Please enter a number of minutes from 1 to 60."}}},"allOf":[{"if":{"properties":{"status":{"const":"enable"}},"required":["status"]},"then":{"properties":{"fabric_name":{"minLength":1,"errorMessage":{"minLength":"This field is required."}}}}},{"if":{"properties":{"status":{"const":"enable"},"role":{"const":"member"}},"required":["status","role"]},"then":{"required":["upstream_ip","upstream_port"],"properties":{"upstream_ip":{"minLength":1,"errorMessage":{"minLength":"This field is required."}},"upstream_port":{}},"errorMessage":{"required":{"upstream_ip":"This field is required.","upstream_port":"This field is required."}}}},{"if":{"properties":{"status":{"const":"enable"},"role":{"const":"supervisor"}},"required":["status","role"]},"then":{"properties":{"accept_auth_by_cert":{},"sync_interval":{}}}}],"errorMessage":{"required":{"status":"This field is required.","role":"This field is required.","fabric_name":"This field is required."}},"$id":"5f40fac1"};
const func1 = __mod0.default;
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};
const pattern4 = new RegExp("^[A-Za-z0-9_-]*$", "u");
const pattern5 = new RegExp("^$|^((25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)$", "u");

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
if((data.status === undefined) && (missing0 = "status")){
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
if(data.status !== undefined){
if("enable" !== data.status){
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
if(data.fabric_name !== undefined){
let data1 = data.fabric_name;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err2 = {instancePath:instancePath+"/fabric_name",schemaPath:"#/allOf/0/then/properties/fabric_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema54.allOf[0].then.properties.fabric_name,data:data1};
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
const emErrors0 = {"minLength":[]};
const templates0 = {};
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath+"/fabric_name")) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#/allOf/0/then/properties/fabric_name") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(37)))){
emErrors0[err3.keyword].push(err3);
err3.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err4 = {instancePath:instancePath+"/fabric_name",schemaPath:"#/allOf/0/then/properties/fabric_name/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema54.allOf[0].then.properties.fabric_name.errorMessage[key0],schema:schema54.allOf[0].then.properties.fabric_name.errorMessage,parentSchema:schema54.allOf[0].then.properties.fabric_name,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
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
}
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.fabric_name = true;
props0.status = true;
}
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
const _errs8 = errors;
let valid4 = true;
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.status === undefined) && (missing1 = "status")) || ((data.role === undefined) && (missing1 = "role"))){
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
if(data.status !== undefined){
const _errs10 = errors;
if("enable" !== data.status){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid5 = _errs10 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.role !== undefined){
const _errs11 = errors;
if("member" !== data.role){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid5 = _errs11 === errors;
}
else {
var valid5 = true;
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
if(data.upstream_ip === undefined){
const err10 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "upstream_ip"},message:"must have required property '"+"upstream_ip"+"'",schema:schema54.allOf[1].then.required,parentSchema:schema54.allOf[1].then,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.upstream_port === undefined){
const err11 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "upstream_port"},message:"must have required property '"+"upstream_port"+"'",schema:schema54.allOf[1].then.required,parentSchema:schema54.allOf[1].then,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.upstream_ip !== undefined){
let data4 = data.upstream_ip;
if(typeof data4 === "string"){
if(func1(data4) < 1){
const err12 = {instancePath:instancePath+"/upstream_ip",schemaPath:"#/allOf/1/then/properties/upstream_ip/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema54.allOf[1].then.properties.upstream_ip,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(errors > 0){
const emErrors1 = {"minLength":[]};
const templates1 = {};
for(const err13 of vErrors){
if((((((err13.keyword !== "errorMessage") && (!err13.emUsed)) && (err13.instancePath === instancePath+"/upstream_ip")) && (err13.keyword in emErrors1)) && (err13.schemaPath.indexOf("#/allOf/1/then/properties/upstream_ip") === 0)) && (/^\/[^\/]*$/.test(err13.schemaPath.slice(37)))){
emErrors1[err13.keyword].push(err13);
err13.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err14 = {instancePath:instancePath+"/upstream_ip",schemaPath:"#/allOf/1/then/properties/upstream_ip/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema54.allOf[1].then.properties.upstream_ip.errorMessage[key1],schema:schema54.allOf[1].then.properties.upstream_ip.errorMessage,parentSchema:schema54.allOf[1].then.properties.upstream_ip,data:data4};
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
}
if(errors > 0){
const emErrors2 = {"required":{"upstream_ip":[],"upstream_port":[]}};
const templates2 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err16 of vErrors){
if((((((err16.keyword !== "errorMessage") && (!err16.emUsed)) && (err16.instancePath === instancePath)) && (err16.keyword in emErrors2)) && (err16.schemaPath.indexOf("#/allOf/1/then") === 0)) && (/^\/[^\/]*$/.test(err16.schemaPath.slice(14)))){
emPropParams0 = obj0[err16.keyword];
emParamsErrors0 = emErrors2[err16.keyword][err16.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err16);
err16.emUsed = true;
}
}
}
for(const key2 in emErrors2){
for(const keyProp0 in emErrors2[key2]){
emParamsErrors0 = emErrors2[key2][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates2[key2] && templates2[key2][keyProp0];
const err17 = {instancePath,schemaPath:"#/allOf/1/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema54.allOf[1].then.errorMessage[key2][keyProp0],schema:schema54.allOf[1].then.errorMessage,parentSchema:schema54.allOf[1].then,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
const emErrs2 = [];
for(const err18 of vErrors){
if(!err18.emUsed){
emErrs2.push(err18);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
var _valid1 = _errs12 === errors;
valid4 = _valid1;
if(valid4){
var props1 = {};
props1.upstream_ip = true;
props1.upstream_port = true;
props1.status = true;
props1.role = true;
}
}
if(!valid4){
const err19 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema54.allOf[1].if,parentSchema:schema54.allOf[1],data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
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
const _errs15 = errors;
let valid7 = true;
const _errs16 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.status === undefined) && (missing2 = "status")) || ((data.role === undefined) && (missing2 = "role"))){
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
if(data.status !== undefined){
const _errs17 = errors;
if("enable" !== data.status){
const err21 = {};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var valid8 = _errs17 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data.role !== undefined){
const _errs18 = errors;
if("supervisor" !== data.role){
const err22 = {};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var valid8 = _errs18 === errors;
}
else {
var valid8 = true;
}
}
}
}
var _valid2 = _errs16 === errors;
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs19 = errors;
var _valid2 = _errs19 === errors;
valid7 = _valid2;
if(valid7){
var props2 = {};
props2.accept_auth_by_cert = true;
props2.sync_interval = true;
props2.status = true;
props2.role = true;
}
}
if(!valid7){
const err23 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema54.allOf[2].if,parentSchema:schema54.allOf[2],data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
const err24 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data.role === undefined){
const err25 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.fabric_name === undefined){
const err26 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fabric_name"},message:"must have required property '"+"fabric_name"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key3 in data){
if(!(((((((key3 === "status") || (key3 === "role")) || (key3 === "fabric_name")) || (key3 === "upstream_ip")) || (key3 === "upstream_port")) || (key3 === "accept_auth_by_cert")) || (key3 === "sync_interval"))){
const err27 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.status !== undefined){
let data7 = data.status;
if(typeof data7 !== "string"){
const err28 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.status.type,parentSchema:schema54.properties.status,data:data7};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const _errs23 = errors;
let valid10 = false;
let passing0 = null;
const _errs24 = errors;
if("enable" !== data7){
const err29 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema54.properties.status.oneOf[0],data:data7};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid3 = _errs24 === errors;
if(_valid3){
valid10 = true;
passing0 = 0;
}
const _errs25 = errors;
if("disable" !== data7){
const err30 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema54.properties.status.oneOf[1],data:data7};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid3 = _errs25 === errors;
if(_valid3 && valid10){
valid10 = false;
passing0 = [passing0, 1];
}
else {
if(_valid3){
valid10 = true;
passing0 = 1;
}
}
if(!valid10){
const err31 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema54.properties.status.oneOf,parentSchema:schema54.properties.status,data:data7};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
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
if(data.role !== undefined){
let data8 = data.role;
if(typeof data8 !== "string"){
const err32 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.role.type,parentSchema:schema54.properties.role,data:data8};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
const _errs28 = errors;
let valid11 = false;
let passing1 = null;
const _errs29 = errors;
if("supervisor" !== data8){
const err33 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/oneOf/0/const",keyword:"const",params:{allowedValue: "supervisor"},message:"must be equal to constant",schema:"supervisor",parentSchema:schema54.properties.role.oneOf[0],data:data8};
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
valid11 = true;
passing1 = 0;
}
const _errs30 = errors;
if("member" !== data8){
const err34 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/oneOf/1/const",keyword:"const",params:{allowedValue: "member"},message:"must be equal to constant",schema:"member",parentSchema:schema54.properties.role.oneOf[1],data:data8};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid4 = _errs30 === errors;
if(_valid4 && valid11){
valid11 = false;
passing1 = [passing1, 1];
}
else {
if(_valid4){
valid11 = true;
passing1 = 1;
}
}
if(!valid11){
const err35 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema54.properties.role.oneOf,parentSchema:schema54.properties.role,data:data8};
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
if(data.fabric_name !== undefined){
let data9 = data.fabric_name;
if(typeof data9 === "string"){
if(func1(data9) > 35){
const err36 = {instancePath:instancePath+"/fabric_name",schemaPath:"#/properties/fabric_name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema54.properties.fabric_name,data:data9};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!pattern4.test(data9)){
const err37 = {instancePath:instancePath+"/fabric_name",schemaPath:"#/properties/fabric_name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]*$"},message:"must match pattern \""+"^[A-Za-z0-9_-]*$"+"\"",schema:"^[A-Za-z0-9_-]*$",parentSchema:schema54.properties.fabric_name,data:data9};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/fabric_name",schemaPath:"#/properties/fabric_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.fabric_name.type,parentSchema:schema54.properties.fabric_name,data:data9};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"maxLength":[],"pattern":[]};
const templates3 = {};
for(const err39 of vErrors){
if((((((err39.keyword !== "errorMessage") && (!err39.emUsed)) && (err39.instancePath === instancePath+"/fabric_name")) && (err39.keyword in emErrors3)) && (err39.schemaPath.indexOf("#/properties/fabric_name") === 0)) && (/^\/[^\/]*$/.test(err39.schemaPath.slice(24)))){
emErrors3[err39.keyword].push(err39);
err39.emUsed = true;
}
}
for(const key4 in emErrors3){
if(emErrors3[key4].length){
const err40 = {instancePath:instancePath+"/fabric_name",schemaPath:"#/properties/fabric_name/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key4]},message:key4 in templates3 ? templates3[key4]() : schema54.properties.fabric_name.errorMessage[key4],schema:schema54.properties.fabric_name.errorMessage,parentSchema:schema54.properties.fabric_name,data:data9};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
const emErrs3 = [];
for(const err41 of vErrors){
if(!err41.emUsed){
emErrs3.push(err41);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.upstream_ip !== undefined){
let data10 = data.upstream_ip;
if(typeof data10 === "string"){
if(!pattern5.test(data10)){
const err42 = {instancePath:instancePath+"/upstream_ip",schemaPath:"#/properties/upstream_ip/pattern",keyword:"pattern",params:{pattern: "^$|^((25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)$"},message:"must match pattern \""+"^$|^((25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)$"+"\"",schema:"^$|^((25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)$",parentSchema:schema54.properties.upstream_ip,data:data10};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/upstream_ip",schemaPath:"#/properties/upstream_ip/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.upstream_ip.type,parentSchema:schema54.properties.upstream_ip,data:data10};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"pattern":[]};
const templates4 = {};
for(const err44 of vErrors){
if((((((err44.keyword !== "errorMessage") && (!err44.emUsed)) && (err44.instancePath === instancePath+"/upstream_ip")) && (err44.keyword in emErrors4)) && (err44.schemaPath.indexOf("#/properties/upstream_ip") === 0)) && (/^\/[^\/]*$/.test(err44.schemaPath.slice(24)))){
emErrors4[err44.keyword].push(err44);
err44.emUsed = true;
}
}
for(const key5 in emErrors4){
if(emErrors4[key5].length){
const err45 = {instancePath:instancePath+"/upstream_ip",schemaPath:"#/properties/upstream_ip/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key5]},message:key5 in templates4 ? templates4[key5]() : schema54.properties.upstream_ip.errorMessage[key5],schema:schema54.properties.upstream_ip.errorMessage,parentSchema:schema54.properties.upstream_ip,data:data10};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
const emErrs4 = [];
for(const err46 of vErrors){
if(!err46.emUsed){
emErrs4.push(err46);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.upstream_port !== undefined){
let data11 = data.upstream_port;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err47 = {instancePath:instancePath+"/upstream_port",schemaPath:"#/properties/upstream_port/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema54.properties.upstream_port.type,parentSchema:schema54.properties.upstream_port,data:data11};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 > 65535 || isNaN(data11)){
const err48 = {instancePath:instancePath+"/upstream_port",schemaPath:"#/properties/upstream_port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535",schema:65535,parentSchema:schema54.properties.upstream_port,data:data11};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data11 < 1 || isNaN(data11)){
const err49 = {instancePath:instancePath+"/upstream_port",schemaPath:"#/properties/upstream_port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema54.properties.upstream_port,data:data11};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(errors > 0){
const emErrors5 = {"type":[],"minimum":[],"maximum":[]};
const templates5 = {};
for(const err50 of vErrors){
if((((((err50.keyword !== "errorMessage") && (!err50.emUsed)) && (err50.instancePath === instancePath+"/upstream_port")) && (err50.keyword in emErrors5)) && (err50.schemaPath.indexOf("#/properties/upstream_port") === 0)) && (/^\/[^\/]*$/.test(err50.schemaPath.slice(26)))){
emErrors5[err50.keyword].push(err50);
err50.emUsed = true;
}
}
for(const key6 in emErrors5){
if(emErrors5[key6].length){
const err51 = {instancePath:instancePath+"/upstream_port",schemaPath:"#/properties/upstream_port/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key6]},message:key6 in templates5 ? templates5[key6]() : schema54.properties.upstream_port.errorMessage[key6],schema:schema54.properties.upstream_port.errorMessage,parentSchema:schema54.properties.upstream_port,data:data11};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
const emErrs5 = [];
for(const err52 of vErrors){
if(!err52.emUsed){
emErrs5.push(err52);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data.accept_auth_by_cert !== undefined){
let data12 = data.accept_auth_by_cert;
if(typeof data12 !== "boolean"){
const err53 = {instancePath:instancePath+"/accept_auth_by_cert",schemaPath:"#/properties/accept_auth_by_cert/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema54.properties.accept_auth_by_cert.type,parentSchema:schema54.properties.accept_auth_by_cert,data:data12};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.sync_interval !== undefined){
let data13 = data.sync_interval;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
const err54 = {instancePath:instancePath+"/sync_interval",schemaPath:"#/properties/sync_interval/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema54.properties.sync_interval.type,parentSchema:schema54.properties.sync_interval,data:data13};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(typeof data13 == "number"){
if(data13 > 60 || isNaN(data13)){
const err55 = {instancePath:instancePath+"/sync_interval",schemaPath:"#/properties/sync_interval/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60},message:"must be <= 60",schema:60,parentSchema:schema54.properties.sync_interval,data:data13};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data13 < 1 || isNaN(data13)){
const err56 = {instancePath:instancePath+"/sync_interval",schemaPath:"#/properties/sync_interval/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema54.properties.sync_interval,data:data13};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(errors > 0){
const emErrors6 = {"type":[],"minimum":[],"maximum":[]};
const templates6 = {};
for(const err57 of vErrors){
if((((((err57.keyword !== "errorMessage") && (!err57.emUsed)) && (err57.instancePath === instancePath+"/sync_interval")) && (err57.keyword in emErrors6)) && (err57.schemaPath.indexOf("#/properties/sync_interval") === 0)) && (/^\/[^\/]*$/.test(err57.schemaPath.slice(26)))){
emErrors6[err57.keyword].push(err57);
err57.emUsed = true;
}
}
for(const key7 in emErrors6){
if(emErrors6[key7].length){
const err58 = {instancePath:instancePath+"/sync_interval",schemaPath:"#/properties/sync_interval/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key7]},message:key7 in templates6 ? templates6[key7]() : schema54.properties.sync_interval.errorMessage[key7],schema:schema54.properties.sync_interval.errorMessage,parentSchema:schema54.properties.sync_interval,data:data13};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
const emErrs6 = [];
for(const err59 of vErrors){
if(!err59.emUsed){
emErrs6.push(err59);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
}
else {
const err60 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema54.type,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(errors > 0){
const emErrors7 = {"required":{"status":[],"role":[],"fabric_name":[]}};
const templates7 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err61 of vErrors){
if((((((err61.keyword !== "errorMessage") && (!err61.emUsed)) && (err61.instancePath === instancePath)) && (err61.keyword in emErrors7)) && (err61.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err61.schemaPath.slice(1)))){
emPropParams1 = obj0[err61.keyword];
emParamsErrors1 = emErrors7[err61.keyword][err61.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err61);
err61.emUsed = true;
}
}
}
for(const key8 in emErrors7){
for(const keyProp1 in emErrors7[key8]){
emParamsErrors1 = emErrors7[key8][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates7[key8] && templates7[key8][keyProp1];
const err62 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema54.errorMessage[key8][keyProp1],schema:schema54.errorMessage,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
const emErrs7 = [];
for(const err63 of vErrors){
if(!err63.emUsed){
emErrs7.push(err63);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["491d0c4e"] = validate26;
const schema55 = {"properties":{"status":{"const":"enable"}},"required":["status"],"$id":"491d0c4e"};

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
if(data.status === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.status !== undefined){
let data0 = data.status;
if("enable" !== data0){
const err1 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema55.properties.status,data:data0};
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
validate26.evaluated = {"props":{"status":true},"dynamicProps":false,"dynamicItems":false};

exports["-143d500d"] = validate27;
const schema56 = {"properties":{"status":{"const":"enable"},"role":{"const":"supervisor"}},"required":["status","role"],"$id":"-143d500d"};

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
if(data.status === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema56.required,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.role === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'",schema:schema56.required,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status !== undefined){
let data0 = data.status;
if("enable" !== data0){
const err2 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema56.properties.status,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.role !== undefined){
let data1 = data.role;
if("supervisor" !== data1){
const err3 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/const",keyword:"const",params:{allowedValue: "supervisor"},message:"must be equal to constant",schema:"supervisor",parentSchema:schema56.properties.role,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":{"status":true,"role":true},"dynamicProps":false,"dynamicItems":false};

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

exports["-45f8e189"] = validate30;
const schema59 = {"const":"supervisor","title":"Supervisor","$id":"-45f8e189"};

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
if("supervisor" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "supervisor"},message:"must be equal to constant",schema:"supervisor",parentSchema:schema59,data};
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

exports["-e242449"] = validate31;
const schema60 = {"const":"member","title":"Member","$id":"-e242449"};

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
if("member" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "member"},message:"must be equal to constant",schema:"member",parentSchema:schema60,data};
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

export const validateFns = exports;
