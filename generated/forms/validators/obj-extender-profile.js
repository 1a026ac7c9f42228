// generated from specs/forms/obj-extender-profile.schema.json and obj-extender-profile.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["14623997"] = validate24;
const schema53 = {"const":"ping","title":"PING","$id":"14623997"};

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
if("ping" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "ping"},message:"must be equal to constant",schema:"ping",parentSchema:schema53,data};
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

exports["3f49f8c2"] = validate25;
const schema54 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","model"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":31,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 31 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"model":{"type":"string","title":"Model","oneOf":[{"const":"FEX-201E","title":"FEX-201E"},{"const":"FEX-211E","title":"FEX-211E"},{"const":"FEX-200F","title":"FEX-200F"},{"const":"FEX-201F_AM","title":"FEX-201F_AM"},{"const":"FEX-202F_AM","title":"FEX-202F_AM"},{"const":"FEX-511F","title":"FEX-511F"},{"const":"FEX-511G","title":"FEX-511G"},{"const":"FER-511G","title":"FER-511G"}],"default":"FEX-511G"},"extension":{"type":"string","title":"Extension","oneOf":[{"const":"wan-extension","title":"WAN Extension"},{"const":"lan-extension","title":"LAN Extension"}],"default":"wan-extension"},"allowaccess":{"type":"array","title":"Administrative Access","uniqueItems":true,"items":{"type":"string","oneOf":[{"const":"ping","title":"PING"},{"const":"https","title":"HTTPS"},{"const":"ssh","title":"SSH"},{"const":"snmp","title":"SNMP"},{"const":"http","title":"HTTP"},{"const":"telnet","title":"TELNET"}]},"default":["ping","https","ssh"]},"default-sim":{"type":"string","title":"Default SIM","oneOf":[{"const":"sim1","title":"SIM 1"},{"const":"sim2","title":"SIM 2"},{"const":"carrier","title":"By carrier"},{"const":"cost","title":"By cost"}],"default":"sim1"},"preferred-carrier":{"type":"string","title":"Preferred Carrier","maxLength":31,"errorMessage":{"maxLength":"Preferred Carrier cannot be longer than 31 characters."}},"bandwidth-limit":{"type":"integer","title":"Bandwidth Limit (Mbps)","minimum":1,"maximum":16776000,"errorMessage":{"minimum":"Bandwidth Limit (Mbps) must be between 1 and 16776000.","maximum":"Bandwidth Limit (Mbps) must be between 1 and 16776000.","type":"Bandwidth Limit (Mbps) must be a whole number."},"default":1024},"enforce-bandwidth":{"type":"string","title":"Enforce Bandwidth Limit","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"disable"},"login-password-change":{"type":"string","title":"Change Admin Password","oneOf":[{"const":"no","title":"No"},{"const":"yes","title":"Yes"},{"const":"default","title":"Keep Default"}],"default":"no"},"login-password":{"type":"string","title":"Admin Password","minLength":8,"maxLength":27,"errorMessage":{"minLength":"Admin Password must be 8 to 27 characters.","maxLength":"Admin Password must be 8 to 27 characters."}},"comments":{"type":"string","title":"Comments","maxLength":255,"errorMessage":{"maxLength":"Comments cannot be longer than 255 characters."}}},"errorMessage":{"required":{"name":"This field is required.","model":"This field is required."}},"allOf":[{"if":{"properties":{"login-password-change":{"const":"yes"}},"required":["login-password-change"]},"then":{"required":["login-password"],"errorMessage":{"required":{"login-password":"Enter the admin password the extenders use."}}}}],"$id":"3f49f8c2"};
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
if((data["login-password-change"] === undefined) && (missing0 = "login-password-change")){
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
if(data["login-password-change"] !== undefined){
if("yes" !== data["login-password-change"]){
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
if(data["login-password"] === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "login-password"},message:"must have required property '"+"login-password"+"'",schema:schema54.allOf[0].then.required,parentSchema:schema54.allOf[0].then,data};
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
const emErrors0 = {"required":{"login-password":[]}};
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.model === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'",schema:schema54.required,parentSchema:schema54,data};
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
if(func1(data1) > 31){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 31},message:"must NOT have more than 31 characters",schema:31,parentSchema:schema54.properties.name,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data1) < 1){
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema54.properties.name,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern4.test(data1)){
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema54.properties.name,data:data1};
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
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.name.type,parentSchema:schema54.properties.name,data:data1};
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
const err14 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema54.properties.name.errorMessage[key1],schema:schema54.properties.name.errorMessage,parentSchema:schema54.properties.name,data:data1};
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
if(data.model !== undefined){
let data2 = data.model;
if(typeof data2 !== "string"){
const err16 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.model.type,parentSchema:schema54.properties.model,data:data2};
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
if("FEX-201E" !== data2){
const err17 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/oneOf/0/const",keyword:"const",params:{allowedValue: "FEX-201E"},message:"must be equal to constant",schema:"FEX-201E",parentSchema:schema54.properties.model.oneOf[0],data:data2};
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
if("FEX-211E" !== data2){
const err18 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/oneOf/1/const",keyword:"const",params:{allowedValue: "FEX-211E"},message:"must be equal to constant",schema:"FEX-211E",parentSchema:schema54.properties.model.oneOf[1],data:data2};
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
const _errs14 = errors;
if("FEX-200F" !== data2){
const err19 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/oneOf/2/const",keyword:"const",params:{allowedValue: "FEX-200F"},message:"must be equal to constant",schema:"FEX-200F",parentSchema:schema54.properties.model.oneOf[2],data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid1 = _errs14 === errors;
if(_valid1 && valid4){
valid4 = false;
passing0 = [passing0, 2];
}
else {
if(_valid1){
valid4 = true;
passing0 = 2;
}
const _errs15 = errors;
if("FEX-201F_AM" !== data2){
const err20 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/oneOf/3/const",keyword:"const",params:{allowedValue: "FEX-201F_AM"},message:"must be equal to constant",schema:"FEX-201F_AM",parentSchema:schema54.properties.model.oneOf[3],data:data2};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid1 = _errs15 === errors;
if(_valid1 && valid4){
valid4 = false;
passing0 = [passing0, 3];
}
else {
if(_valid1){
valid4 = true;
passing0 = 3;
}
const _errs16 = errors;
if("FEX-202F_AM" !== data2){
const err21 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/oneOf/4/const",keyword:"const",params:{allowedValue: "FEX-202F_AM"},message:"must be equal to constant",schema:"FEX-202F_AM",parentSchema:schema54.properties.model.oneOf[4],data:data2};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid1 = _errs16 === errors;
if(_valid1 && valid4){
valid4 = false;
passing0 = [passing0, 4];
}
else {
if(_valid1){
valid4 = true;
passing0 = 4;
}
const _errs17 = errors;
if("FEX-511F" !== data2){
const err22 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/oneOf/5/const",keyword:"const",params:{allowedValue: "FEX-511F"},message:"must be equal to constant",schema:"FEX-511F",parentSchema:schema54.properties.model.oneOf[5],data:data2};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid1 = _errs17 === errors;
if(_valid1 && valid4){
valid4 = false;
passing0 = [passing0, 5];
}
else {
if(_valid1){
valid4 = true;
passing0 = 5;
}
const _errs18 = errors;
if("FEX-511G" !== data2){
const err23 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/oneOf/6/const",keyword:"const",params:{allowedValue: "FEX-511G"},message:"must be equal to constant",schema:"FEX-511G",parentSchema:schema54.properties.model.oneOf[6],data:data2};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid1 = _errs18 === errors;
if(_valid1 && valid4){
valid4 = false;
passing0 = [passing0, 6];
}
else {
if(_valid1){
valid4 = true;
passing0 = 6;
}
const _errs19 = errors;
if("FER-511G" !== data2){
const err24 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/oneOf/7/const",keyword:"const",params:{allowedValue: "FER-511G"},message:"must be equal to constant",schema:"FER-511G",parentSchema:schema54.properties.model.oneOf[7],data:data2};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid1 = _errs19 === errors;
if(_valid1 && valid4){
valid4 = false;
passing0 = [passing0, 7];
}
else {
if(_valid1){
valid4 = true;
passing0 = 7;
}
}
}
}
}
}
}
}
if(!valid4){
const err25 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema54.properties.model.oneOf,parentSchema:schema54.properties.model,data:data2};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
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
if(data.extension !== undefined){
let data3 = data.extension;
if(typeof data3 !== "string"){
const err26 = {instancePath:instancePath+"/extension",schemaPath:"#/properties/extension/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.extension.type,parentSchema:schema54.properties.extension,data:data3};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
const _errs22 = errors;
let valid5 = false;
let passing1 = null;
const _errs23 = errors;
if("wan-extension" !== data3){
const err27 = {instancePath:instancePath+"/extension",schemaPath:"#/properties/extension/oneOf/0/const",keyword:"const",params:{allowedValue: "wan-extension"},message:"must be equal to constant",schema:"wan-extension",parentSchema:schema54.properties.extension.oneOf[0],data:data3};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid2 = _errs23 === errors;
if(_valid2){
valid5 = true;
passing1 = 0;
}
const _errs24 = errors;
if("lan-extension" !== data3){
const err28 = {instancePath:instancePath+"/extension",schemaPath:"#/properties/extension/oneOf/1/const",keyword:"const",params:{allowedValue: "lan-extension"},message:"must be equal to constant",schema:"lan-extension",parentSchema:schema54.properties.extension.oneOf[1],data:data3};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid2 = _errs24 === errors;
if(_valid2 && valid5){
valid5 = false;
passing1 = [passing1, 1];
}
else {
if(_valid2){
valid5 = true;
passing1 = 1;
}
}
if(!valid5){
const err29 = {instancePath:instancePath+"/extension",schemaPath:"#/properties/extension/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema54.properties.extension.oneOf,parentSchema:schema54.properties.extension,data:data3};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
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
if(data.allowaccess !== undefined){
let data4 = data.allowaccess;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(typeof data5 !== "string"){
const err30 = {instancePath:instancePath+"/allowaccess/" + i0,schemaPath:"#/properties/allowaccess/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.allowaccess.items.type,parentSchema:schema54.properties.allowaccess.items,data:data5};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
const _errs29 = errors;
let valid8 = false;
let passing2 = null;
const _errs30 = errors;
if("ping" !== data5){
const err31 = {instancePath:instancePath+"/allowaccess/" + i0,schemaPath:"#/properties/allowaccess/items/oneOf/0/const",keyword:"const",params:{allowedValue: "ping"},message:"must be equal to constant",schema:"ping",parentSchema:schema54.properties.allowaccess.items.oneOf[0],data:data5};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid3 = _errs30 === errors;
if(_valid3){
valid8 = true;
passing2 = 0;
}
const _errs31 = errors;
if("https" !== data5){
const err32 = {instancePath:instancePath+"/allowaccess/" + i0,schemaPath:"#/properties/allowaccess/items/oneOf/1/const",keyword:"const",params:{allowedValue: "https"},message:"must be equal to constant",schema:"https",parentSchema:schema54.properties.allowaccess.items.oneOf[1],data:data5};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid3 = _errs31 === errors;
if(_valid3 && valid8){
valid8 = false;
passing2 = [passing2, 1];
}
else {
if(_valid3){
valid8 = true;
passing2 = 1;
}
const _errs32 = errors;
if("ssh" !== data5){
const err33 = {instancePath:instancePath+"/allowaccess/" + i0,schemaPath:"#/properties/allowaccess/items/oneOf/2/const",keyword:"const",params:{allowedValue: "ssh"},message:"must be equal to constant",schema:"ssh",parentSchema:schema54.properties.allowaccess.items.oneOf[2],data:data5};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid3 = _errs32 === errors;
if(_valid3 && valid8){
valid8 = false;
passing2 = [passing2, 2];
}
else {
if(_valid3){
valid8 = true;
passing2 = 2;
}
const _errs33 = errors;
if("snmp" !== data5){
const err34 = {instancePath:instancePath+"/allowaccess/" + i0,schemaPath:"#/properties/allowaccess/items/oneOf/3/const",keyword:"const",params:{allowedValue: "snmp"},message:"must be equal to constant",schema:"snmp",parentSchema:schema54.properties.allowaccess.items.oneOf[3],data:data5};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid3 = _errs33 === errors;
if(_valid3 && valid8){
valid8 = false;
passing2 = [passing2, 3];
}
else {
if(_valid3){
valid8 = true;
passing2 = 3;
}
const _errs34 = errors;
if("http" !== data5){
const err35 = {instancePath:instancePath+"/allowaccess/" + i0,schemaPath:"#/properties/allowaccess/items/oneOf/4/const",keyword:"const",params:{allowedValue: "http"},message:"must be equal to constant",schema:"http",parentSchema:schema54.properties.allowaccess.items.oneOf[4],data:data5};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid3 = _errs34 === errors;
if(_valid3 && valid8){
valid8 = false;
passing2 = [passing2, 4];
}
else {
if(_valid3){
valid8 = true;
passing2 = 4;
}
const _errs35 = errors;
if("telnet" !== data5){
const err36 = {instancePath:instancePath+"/allowaccess/" + i0,schemaPath:"#/properties/allowaccess/items/oneOf/5/const",keyword:"const",params:{allowedValue: "telnet"},message:"must be equal to constant",schema:"telnet",parentSchema:schema54.properties.allowaccess.items.oneOf[5],data:data5};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid3 = _errs35 === errors;
if(_valid3 && valid8){
valid8 = false;
passing2 = [passing2, 5];
}
else {
if(_valid3){
valid8 = true;
passing2 = 5;
}
}
}
}
}
}
if(!valid8){
const err37 = {instancePath:instancePath+"/allowaccess/" + i0,schemaPath:"#/properties/allowaccess/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema54.properties.allowaccess.items.oneOf,parentSchema:schema54.properties.allowaccess.items,data:data5};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
}
let i1 = data4.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data4[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err38 = {instancePath:instancePath+"/allowaccess",schemaPath:"#/properties/allowaccess/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema54.properties.allowaccess,data:data4};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err39 = {instancePath:instancePath+"/allowaccess",schemaPath:"#/properties/allowaccess/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema54.properties.allowaccess.type,parentSchema:schema54.properties.allowaccess,data:data4};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data["default-sim"] !== undefined){
let data6 = data["default-sim"];
if(typeof data6 !== "string"){
const err40 = {instancePath:instancePath+"/default-sim",schemaPath:"#/properties/default-sim/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties["default-sim"].type,parentSchema:schema54.properties["default-sim"],data:data6};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
const _errs38 = errors;
let valid10 = false;
let passing3 = null;
const _errs39 = errors;
if("sim1" !== data6){
const err41 = {instancePath:instancePath+"/default-sim",schemaPath:"#/properties/default-sim/oneOf/0/const",keyword:"const",params:{allowedValue: "sim1"},message:"must be equal to constant",schema:"sim1",parentSchema:schema54.properties["default-sim"].oneOf[0],data:data6};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid4 = _errs39 === errors;
if(_valid4){
valid10 = true;
passing3 = 0;
}
const _errs40 = errors;
if("sim2" !== data6){
const err42 = {instancePath:instancePath+"/default-sim",schemaPath:"#/properties/default-sim/oneOf/1/const",keyword:"const",params:{allowedValue: "sim2"},message:"must be equal to constant",schema:"sim2",parentSchema:schema54.properties["default-sim"].oneOf[1],data:data6};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid4 = _errs40 === errors;
if(_valid4 && valid10){
valid10 = false;
passing3 = [passing3, 1];
}
else {
if(_valid4){
valid10 = true;
passing3 = 1;
}
const _errs41 = errors;
if("carrier" !== data6){
const err43 = {instancePath:instancePath+"/default-sim",schemaPath:"#/properties/default-sim/oneOf/2/const",keyword:"const",params:{allowedValue: "carrier"},message:"must be equal to constant",schema:"carrier",parentSchema:schema54.properties["default-sim"].oneOf[2],data:data6};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid4 = _errs41 === errors;
if(_valid4 && valid10){
valid10 = false;
passing3 = [passing3, 2];
}
else {
if(_valid4){
valid10 = true;
passing3 = 2;
}
const _errs42 = errors;
if("cost" !== data6){
const err44 = {instancePath:instancePath+"/default-sim",schemaPath:"#/properties/default-sim/oneOf/3/const",keyword:"const",params:{allowedValue: "cost"},message:"must be equal to constant",schema:"cost",parentSchema:schema54.properties["default-sim"].oneOf[3],data:data6};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid4 = _errs42 === errors;
if(_valid4 && valid10){
valid10 = false;
passing3 = [passing3, 3];
}
else {
if(_valid4){
valid10 = true;
passing3 = 3;
}
}
}
}
if(!valid10){
const err45 = {instancePath:instancePath+"/default-sim",schemaPath:"#/properties/default-sim/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf",schema:schema54.properties["default-sim"].oneOf,parentSchema:schema54.properties["default-sim"],data:data6};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
else {
errors = _errs38;
if(vErrors !== null){
if(_errs38){
vErrors.length = _errs38;
}
else {
vErrors = null;
}
}
}
}
if(data["preferred-carrier"] !== undefined){
let data7 = data["preferred-carrier"];
if(typeof data7 === "string"){
if(func1(data7) > 31){
const err46 = {instancePath:instancePath+"/preferred-carrier",schemaPath:"#/properties/preferred-carrier/maxLength",keyword:"maxLength",params:{limit: 31},message:"must NOT have more than 31 characters",schema:31,parentSchema:schema54.properties["preferred-carrier"],data:data7};
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
const err47 = {instancePath:instancePath+"/preferred-carrier",schemaPath:"#/properties/preferred-carrier/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties["preferred-carrier"].type,parentSchema:schema54.properties["preferred-carrier"],data:data7};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"maxLength":[]};
const templates2 = {};
for(const err48 of vErrors){
if((((((err48.keyword !== "errorMessage") && (!err48.emUsed)) && (err48.instancePath === instancePath+"/preferred-carrier")) && (err48.keyword in emErrors2)) && (err48.schemaPath.indexOf("#/properties/preferred-carrier") === 0)) && (/^\/[^\/]*$/.test(err48.schemaPath.slice(30)))){
emErrors2[err48.keyword].push(err48);
err48.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err49 = {instancePath:instancePath+"/preferred-carrier",schemaPath:"#/properties/preferred-carrier/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema54.properties["preferred-carrier"].errorMessage[key2],schema:schema54.properties["preferred-carrier"].errorMessage,parentSchema:schema54.properties["preferred-carrier"],data:data7};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
const emErrs2 = [];
for(const err50 of vErrors){
if(!err50.emUsed){
emErrs2.push(err50);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data["bandwidth-limit"] !== undefined){
let data8 = data["bandwidth-limit"];
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err51 = {instancePath:instancePath+"/bandwidth-limit",schemaPath:"#/properties/bandwidth-limit/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema54.properties["bandwidth-limit"].type,parentSchema:schema54.properties["bandwidth-limit"],data:data8};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 16776000 || isNaN(data8)){
const err52 = {instancePath:instancePath+"/bandwidth-limit",schemaPath:"#/properties/bandwidth-limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 16776000},message:"must be <= 16776000",schema:16776000,parentSchema:schema54.properties["bandwidth-limit"],data:data8};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err53 = {instancePath:instancePath+"/bandwidth-limit",schemaPath:"#/properties/bandwidth-limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema54.properties["bandwidth-limit"],data:data8};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(errors > 0){
const emErrors3 = {"minimum":[],"maximum":[],"type":[]};
const templates3 = {};
for(const err54 of vErrors){
if((((((err54.keyword !== "errorMessage") && (!err54.emUsed)) && (err54.instancePath === instancePath+"/bandwidth-limit")) && (err54.keyword in emErrors3)) && (err54.schemaPath.indexOf("#/properties/bandwidth-limit") === 0)) && (/^\/[^\/]*$/.test(err54.schemaPath.slice(28)))){
emErrors3[err54.keyword].push(err54);
err54.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err55 = {instancePath:instancePath+"/bandwidth-limit",schemaPath:"#/properties/bandwidth-limit/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema54.properties["bandwidth-limit"].errorMessage[key3],schema:schema54.properties["bandwidth-limit"].errorMessage,parentSchema:schema54.properties["bandwidth-limit"],data:data8};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
const emErrs3 = [];
for(const err56 of vErrors){
if(!err56.emUsed){
emErrs3.push(err56);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data["enforce-bandwidth"] !== undefined){
let data9 = data["enforce-bandwidth"];
if(typeof data9 !== "string"){
const err57 = {instancePath:instancePath+"/enforce-bandwidth",schemaPath:"#/properties/enforce-bandwidth/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties["enforce-bandwidth"].type,parentSchema:schema54.properties["enforce-bandwidth"],data:data9};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
const _errs49 = errors;
let valid11 = false;
let passing4 = null;
const _errs50 = errors;
if("enable" !== data9){
const err58 = {instancePath:instancePath+"/enforce-bandwidth",schemaPath:"#/properties/enforce-bandwidth/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema54.properties["enforce-bandwidth"].oneOf[0],data:data9};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid5 = _errs50 === errors;
if(_valid5){
valid11 = true;
passing4 = 0;
}
const _errs51 = errors;
if("disable" !== data9){
const err59 = {instancePath:instancePath+"/enforce-bandwidth",schemaPath:"#/properties/enforce-bandwidth/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema54.properties["enforce-bandwidth"].oneOf[1],data:data9};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid5 = _errs51 === errors;
if(_valid5 && valid11){
valid11 = false;
passing4 = [passing4, 1];
}
else {
if(_valid5){
valid11 = true;
passing4 = 1;
}
}
if(!valid11){
const err60 = {instancePath:instancePath+"/enforce-bandwidth",schemaPath:"#/properties/enforce-bandwidth/oneOf",keyword:"oneOf",params:{passingSchemas: passing4},message:"must match exactly one schema in oneOf",schema:schema54.properties["enforce-bandwidth"].oneOf,parentSchema:schema54.properties["enforce-bandwidth"],data:data9};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
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
if(data["login-password-change"] !== undefined){
let data10 = data["login-password-change"];
if(typeof data10 !== "string"){
const err61 = {instancePath:instancePath+"/login-password-change",schemaPath:"#/properties/login-password-change/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties["login-password-change"].type,parentSchema:schema54.properties["login-password-change"],data:data10};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
const _errs54 = errors;
let valid12 = false;
let passing5 = null;
const _errs55 = errors;
if("no" !== data10){
const err62 = {instancePath:instancePath+"/login-password-change",schemaPath:"#/properties/login-password-change/oneOf/0/const",keyword:"const",params:{allowedValue: "no"},message:"must be equal to constant",schema:"no",parentSchema:schema54.properties["login-password-change"].oneOf[0],data:data10};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid6 = _errs55 === errors;
if(_valid6){
valid12 = true;
passing5 = 0;
}
const _errs56 = errors;
if("yes" !== data10){
const err63 = {instancePath:instancePath+"/login-password-change",schemaPath:"#/properties/login-password-change/oneOf/1/const",keyword:"const",params:{allowedValue: "yes"},message:"must be equal to constant",schema:"yes",parentSchema:schema54.properties["login-password-change"].oneOf[1],data:data10};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid6 = _errs56 === errors;
if(_valid6 && valid12){
valid12 = false;
passing5 = [passing5, 1];
}
else {
if(_valid6){
valid12 = true;
passing5 = 1;
}
const _errs57 = errors;
if("default" !== data10){
const err64 = {instancePath:instancePath+"/login-password-change",schemaPath:"#/properties/login-password-change/oneOf/2/const",keyword:"const",params:{allowedValue: "default"},message:"must be equal to constant",schema:"default",parentSchema:schema54.properties["login-password-change"].oneOf[2],data:data10};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var _valid6 = _errs57 === errors;
if(_valid6 && valid12){
valid12 = false;
passing5 = [passing5, 2];
}
else {
if(_valid6){
valid12 = true;
passing5 = 2;
}
}
}
if(!valid12){
const err65 = {instancePath:instancePath+"/login-password-change",schemaPath:"#/properties/login-password-change/oneOf",keyword:"oneOf",params:{passingSchemas: passing5},message:"must match exactly one schema in oneOf",schema:schema54.properties["login-password-change"].oneOf,parentSchema:schema54.properties["login-password-change"],data:data10};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
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
if(data["login-password"] !== undefined){
let data11 = data["login-password"];
if(typeof data11 === "string"){
if(func1(data11) > 27){
const err66 = {instancePath:instancePath+"/login-password",schemaPath:"#/properties/login-password/maxLength",keyword:"maxLength",params:{limit: 27},message:"must NOT have more than 27 characters",schema:27,parentSchema:schema54.properties["login-password"],data:data11};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(func1(data11) < 8){
const err67 = {instancePath:instancePath+"/login-password",schemaPath:"#/properties/login-password/minLength",keyword:"minLength",params:{limit: 8},message:"must NOT have fewer than 8 characters",schema:8,parentSchema:schema54.properties["login-password"],data:data11};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/login-password",schemaPath:"#/properties/login-password/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties["login-password"].type,parentSchema:schema54.properties["login-password"],data:data11};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"minLength":[],"maxLength":[]};
const templates4 = {};
for(const err69 of vErrors){
if((((((err69.keyword !== "errorMessage") && (!err69.emUsed)) && (err69.instancePath === instancePath+"/login-password")) && (err69.keyword in emErrors4)) && (err69.schemaPath.indexOf("#/properties/login-password") === 0)) && (/^\/[^\/]*$/.test(err69.schemaPath.slice(27)))){
emErrors4[err69.keyword].push(err69);
err69.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err70 = {instancePath:instancePath+"/login-password",schemaPath:"#/properties/login-password/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema54.properties["login-password"].errorMessage[key4],schema:schema54.properties["login-password"].errorMessage,parentSchema:schema54.properties["login-password"],data:data11};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
const emErrs4 = [];
for(const err71 of vErrors){
if(!err71.emUsed){
emErrs4.push(err71);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.comments !== undefined){
let data12 = data.comments;
if(typeof data12 === "string"){
if(func1(data12) > 255){
const err72 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema54.properties.comments,data:data12};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.comments.type,parentSchema:schema54.properties.comments,data:data12};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"maxLength":[]};
const templates5 = {};
for(const err74 of vErrors){
if((((((err74.keyword !== "errorMessage") && (!err74.emUsed)) && (err74.instancePath === instancePath+"/comments")) && (err74.keyword in emErrors5)) && (err74.schemaPath.indexOf("#/properties/comments") === 0)) && (/^\/[^\/]*$/.test(err74.schemaPath.slice(21)))){
emErrors5[err74.keyword].push(err74);
err74.emUsed = true;
}
}
for(const key5 in emErrors5){
if(emErrors5[key5].length){
const err75 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema54.properties.comments.errorMessage[key5],schema:schema54.properties.comments.errorMessage,parentSchema:schema54.properties.comments,data:data12};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
const emErrs5 = [];
for(const err76 of vErrors){
if(!err76.emUsed){
emErrs5.push(err76);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
}
else {
const err77 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema54.type,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"required":{"name":[],"model":[]}};
const templates6 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err78 of vErrors){
if((((((err78.keyword !== "errorMessage") && (!err78.emUsed)) && (err78.instancePath === instancePath)) && (err78.keyword in emErrors6)) && (err78.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err78.schemaPath.slice(1)))){
emPropParams1 = obj0[err78.keyword];
emParamsErrors1 = emErrors6[err78.keyword][err78.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err78);
err78.emUsed = true;
}
}
}
for(const key6 in emErrors6){
for(const keyProp1 in emErrors6[key6]){
emParamsErrors1 = emErrors6[key6][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates6[key6] && templates6[key6][keyProp1];
const err79 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema54.errorMessage[key6][keyProp1],schema:schema54.errorMessage,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
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
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.f2ea81e = validate26;
const schema55 = {"properties":{"login-password-change":{"const":"yes"}},"required":["login-password-change"],"$id":"f2ea81e"};

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
if(data["login-password-change"] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "login-password-change"},message:"must have required property '"+"login-password-change"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data["login-password-change"] !== undefined){
let data0 = data["login-password-change"];
if("yes" !== data0){
const err1 = {instancePath:instancePath+"/login-password-change",schemaPath:"#/properties/login-password-change/const",keyword:"const",params:{allowedValue: "yes"},message:"must be equal to constant",schema:"yes",parentSchema:schema55.properties["login-password-change"],data:data0};
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
validate26.evaluated = {"props":{"login-password-change":true},"dynamicProps":false,"dynamicItems":false};

exports["58af1b17"] = validate27;
const schema56 = {"const":"FEX-201E","title":"FEX-201E","$id":"58af1b17"};

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
if("FEX-201E" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FEX-201E"},message:"must be equal to constant",schema:"FEX-201E",parentSchema:schema56,data};
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

exports["54bec177"] = validate28;
const schema57 = {"const":"FEX-211E","title":"FEX-211E","$id":"54bec177"};

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
if("FEX-211E" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FEX-211E"},message:"must be equal to constant",schema:"FEX-211E",parentSchema:schema57,data};
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

exports["-6afd3429"] = validate29;
const schema58 = {"const":"FEX-200F","title":"FEX-200F","$id":"-6afd3429"};

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
if("FEX-200F" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FEX-200F"},message:"must be equal to constant",schema:"FEX-200F",parentSchema:schema58,data};
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

exports["49a68b4b"] = validate30;
const schema59 = {"const":"FEX-201F_AM","title":"FEX-201F_AM","$id":"49a68b4b"};

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
if("FEX-201F_AM" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FEX-201F_AM"},message:"must be equal to constant",schema:"FEX-201F_AM",parentSchema:schema59,data};
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

exports["-582354f3"] = validate31;
const schema60 = {"const":"FEX-202F_AM","title":"FEX-202F_AM","$id":"-582354f3"};

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
if("FEX-202F_AM" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FEX-202F_AM"},message:"must be equal to constant",schema:"FEX-202F_AM",parentSchema:schema60,data};
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

exports["6cf3f0b7"] = validate32;
const schema61 = {"const":"FEX-511F","title":"FEX-511F","$id":"6cf3f0b7"};

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
if("FEX-511F" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FEX-511F"},message:"must be equal to constant",schema:"FEX-511F",parentSchema:schema61,data};
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

exports["-c8650e9"] = validate33;
const schema62 = {"const":"FEX-511G","title":"FEX-511G","$id":"-c8650e9"};

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
if("FEX-511G" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FEX-511G"},message:"must be equal to constant",schema:"FEX-511G",parentSchema:schema62,data};
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

exports["2c4c3d57"] = validate34;
const schema63 = {"const":"FER-511G","title":"FER-511G","$id":"2c4c3d57"};

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
if("FER-511G" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FER-511G"},message:"must be equal to constant",schema:"FER-511G",parentSchema:schema63,data};
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

exports["989d29c"] = validate35;
const schema64 = {"const":"wan-extension","title":"WAN Extension","$id":"989d29c"};

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
if("wan-extension" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "wan-extension"},message:"must be equal to constant",schema:"wan-extension",parentSchema:schema64,data};
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

exports["-75ee5dfa"] = validate36;
const schema65 = {"const":"lan-extension","title":"LAN Extension","$id":"-75ee5dfa"};

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
if("lan-extension" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "lan-extension"},message:"must be equal to constant",schema:"lan-extension",parentSchema:schema65,data};
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

exports["-54c51747"] = validate37;
const schema66 = {"const":"https","title":"HTTPS","$id":"-54c51747"};

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
if("https" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "https"},message:"must be equal to constant",schema:"https",parentSchema:schema66,data};
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

exports.cd6eef3 = validate38;
const schema67 = {"const":"ssh","title":"SSH","$id":"cd6eef3"};

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
if("ssh" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "ssh"},message:"must be equal to constant",schema:"ssh",parentSchema:schema67,data};
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

exports["-1ece77e9"] = validate39;
const schema68 = {"const":"snmp","title":"SNMP","$id":"-1ece77e9"};

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
if("snmp" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "snmp"},message:"must be equal to constant",schema:"snmp",parentSchema:schema68,data};
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

exports["51a51ad7"] = validate40;
const schema69 = {"const":"http","title":"HTTP","$id":"51a51ad7"};

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
if("http" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "http"},message:"must be equal to constant",schema:"http",parentSchema:schema69,data};
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

exports["636cdc97"] = validate41;
const schema70 = {"const":"telnet","title":"TELNET","$id":"636cdc97"};

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
if("telnet" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "telnet"},message:"must be equal to constant",schema:"telnet",parentSchema:schema70,data};
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

exports["6076c1a1"] = validate42;
const schema71 = {"const":"sim1","title":"SIM 1","$id":"6076c1a1"};

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
if("sim1" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "sim1"},message:"must be equal to constant",schema:"sim1",parentSchema:schema71,data};
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

exports["2e212723"] = validate43;
const schema72 = {"const":"sim2","title":"SIM 2","$id":"2e212723"};

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
if("sim2" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "sim2"},message:"must be equal to constant",schema:"sim2",parentSchema:schema72,data};
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

exports["7cddc2ca"] = validate44;
const schema73 = {"const":"carrier","title":"By carrier","$id":"7cddc2ca"};

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
if("carrier" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "carrier"},message:"must be equal to constant",schema:"carrier",parentSchema:schema73,data};
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

exports["591fdf82"] = validate45;
const schema74 = {"const":"cost","title":"By cost","$id":"591fdf82"};

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
if("cost" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "cost"},message:"must be equal to constant",schema:"cost",parentSchema:schema74,data};
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

exports["4fa2a2d7"] = validate46;
const schema75 = {"const":"enable","title":"Enable","$id":"4fa2a2d7"};

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
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema75,data};
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

exports["78fd03b3"] = validate47;
const schema76 = {"const":"disable","title":"Disable","$id":"78fd03b3"};

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
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema76,data};
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

exports["-3dea2ae9"] = validate48;
const schema77 = {"const":"no","title":"No","$id":"-3dea2ae9"};

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
if("no" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "no"},message:"must be equal to constant",schema:"no",parentSchema:schema77,data};
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

exports["-697b3d0f"] = validate49;
const schema78 = {"const":"yes","title":"Yes","$id":"-697b3d0f"};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("yes" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "yes"},message:"must be equal to constant",schema:"yes",parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports.b0ed638 = validate50;
const schema79 = {"const":"default","title":"Keep Default","$id":"b0ed638"};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("default" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "default"},message:"must be equal to constant",schema:"default",parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
