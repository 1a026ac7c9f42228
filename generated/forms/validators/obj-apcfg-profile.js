// generated from specs/forms/obj-apcfg-profile.schema.json and obj-apcfg-profile.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-4219f668"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","ap-family"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"ap-family":{"type":"string","title":"AP Family","oneOf":[{"const":"fap","title":"FortiAP"},{"const":"fap-u","title":"FortiAP-U"},{"const":"fap-c","title":"FortiAP-C"}],"default":"fap"},"ac-type":{"type":"string","title":"Controller","oneOf":[{"const":"default","title":"Default"},{"const":"specify","title":"Specify"},{"const":"apcfg","title":"AP configuration"}],"default":"default"},"ac-ip":{"type":"string","title":"Controller IP","pattern":"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$","errorMessage":{"pattern":"Enter an IPv4 address, e.g. 10.0.0.1."}},"ac-timer":{"type":"integer","title":"Discovery Timer (s)","minimum":3,"maximum":30,"errorMessage":{"minimum":"Discovery Timer (s) must be between 3 and 30.","maximum":"Discovery Timer (s) must be between 3 and 30.","type":"Discovery Timer (s) must be a whole number."},"default":10},"comment":{"type":"string","title":"Comments","maxLength":255,"errorMessage":{"maxLength":"Comments cannot be longer than 255 characters."}}},"errorMessage":{"required":{"name":"This field is required.","ap-family":"This field is required."}},"allOf":[{"if":{"properties":{"ac-type":{"const":"specify"}},"required":["ac-type"]},"then":{"required":["ac-ip"],"errorMessage":{"required":{"ac-ip":"Enter the controller's IP address."}}}}],"$id":"-4219f668"};
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const pattern5 = new RegExp("^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$", "u");

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
if((data["ac-type"] === undefined) && (missing0 = "ac-type")){
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
if(data["ac-type"] !== undefined){
if("specify" !== data["ac-type"]){
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
if(data["ac-ip"] === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "ac-ip"},message:"must have required property '"+"ac-ip"+"'",schema:schema53.allOf[0].then.required,parentSchema:schema53.allOf[0].then,data};
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
const emErrors0 = {"required":{"ac-ip":[]}};
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
if(data["ap-family"] === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ap-family"},message:"must have required property '"+"ap-family"+"'",schema:schema53.required,parentSchema:schema53,data};
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
if(data["ap-family"] !== undefined){
let data2 = data["ap-family"];
if(typeof data2 !== "string"){
const err16 = {instancePath:instancePath+"/ap-family",schemaPath:"#/properties/ap-family/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["ap-family"].type,parentSchema:schema53.properties["ap-family"],data:data2};
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
if("fap" !== data2){
const err17 = {instancePath:instancePath+"/ap-family",schemaPath:"#/properties/ap-family/oneOf/0/const",keyword:"const",params:{allowedValue: "fap"},message:"must be equal to constant",schema:"fap",parentSchema:schema53.properties["ap-family"].oneOf[0],data:data2};
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
if("fap-u" !== data2){
const err18 = {instancePath:instancePath+"/ap-family",schemaPath:"#/properties/ap-family/oneOf/1/const",keyword:"const",params:{allowedValue: "fap-u"},message:"must be equal to constant",schema:"fap-u",parentSchema:schema53.properties["ap-family"].oneOf[1],data:data2};
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
if("fap-c" !== data2){
const err19 = {instancePath:instancePath+"/ap-family",schemaPath:"#/properties/ap-family/oneOf/2/const",keyword:"const",params:{allowedValue: "fap-c"},message:"must be equal to constant",schema:"fap-c",parentSchema:schema53.properties["ap-family"].oneOf[2],data:data2};
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
}
}
if(!valid4){
const err20 = {instancePath:instancePath+"/ap-family",schemaPath:"#/properties/ap-family/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties["ap-family"].oneOf,parentSchema:schema53.properties["ap-family"],data:data2};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
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
if(data["ac-type"] !== undefined){
let data3 = data["ac-type"];
if(typeof data3 !== "string"){
const err21 = {instancePath:instancePath+"/ac-type",schemaPath:"#/properties/ac-type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["ac-type"].type,parentSchema:schema53.properties["ac-type"],data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const _errs17 = errors;
let valid5 = false;
let passing1 = null;
const _errs18 = errors;
if("default" !== data3){
const err22 = {instancePath:instancePath+"/ac-type",schemaPath:"#/properties/ac-type/oneOf/0/const",keyword:"const",params:{allowedValue: "default"},message:"must be equal to constant",schema:"default",parentSchema:schema53.properties["ac-type"].oneOf[0],data:data3};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid2 = _errs18 === errors;
if(_valid2){
valid5 = true;
passing1 = 0;
}
const _errs19 = errors;
if("specify" !== data3){
const err23 = {instancePath:instancePath+"/ac-type",schemaPath:"#/properties/ac-type/oneOf/1/const",keyword:"const",params:{allowedValue: "specify"},message:"must be equal to constant",schema:"specify",parentSchema:schema53.properties["ac-type"].oneOf[1],data:data3};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid2 = _errs19 === errors;
if(_valid2 && valid5){
valid5 = false;
passing1 = [passing1, 1];
}
else {
if(_valid2){
valid5 = true;
passing1 = 1;
}
const _errs20 = errors;
if("apcfg" !== data3){
const err24 = {instancePath:instancePath+"/ac-type",schemaPath:"#/properties/ac-type/oneOf/2/const",keyword:"const",params:{allowedValue: "apcfg"},message:"must be equal to constant",schema:"apcfg",parentSchema:schema53.properties["ac-type"].oneOf[2],data:data3};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid2 = _errs20 === errors;
if(_valid2 && valid5){
valid5 = false;
passing1 = [passing1, 2];
}
else {
if(_valid2){
valid5 = true;
passing1 = 2;
}
}
}
if(!valid5){
const err25 = {instancePath:instancePath+"/ac-type",schemaPath:"#/properties/ac-type/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties["ac-type"].oneOf,parentSchema:schema53.properties["ac-type"],data:data3};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
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
if(data["ac-ip"] !== undefined){
let data4 = data["ac-ip"];
if(typeof data4 === "string"){
if(!pattern5.test(data4)){
const err26 = {instancePath:instancePath+"/ac-ip",schemaPath:"#/properties/ac-ip/pattern",keyword:"pattern",params:{pattern: "^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$"},message:"must match pattern \""+"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$"+"\"",schema:"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$",parentSchema:schema53.properties["ac-ip"],data:data4};
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
const err27 = {instancePath:instancePath+"/ac-ip",schemaPath:"#/properties/ac-ip/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["ac-ip"].type,parentSchema:schema53.properties["ac-ip"],data:data4};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"pattern":[]};
const templates2 = {};
for(const err28 of vErrors){
if((((((err28.keyword !== "errorMessage") && (!err28.emUsed)) && (err28.instancePath === instancePath+"/ac-ip")) && (err28.keyword in emErrors2)) && (err28.schemaPath.indexOf("#/properties/ac-ip") === 0)) && (/^\/[^\/]*$/.test(err28.schemaPath.slice(18)))){
emErrors2[err28.keyword].push(err28);
err28.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err29 = {instancePath:instancePath+"/ac-ip",schemaPath:"#/properties/ac-ip/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties["ac-ip"].errorMessage[key2],schema:schema53.properties["ac-ip"].errorMessage,parentSchema:schema53.properties["ac-ip"],data:data4};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
const emErrs2 = [];
for(const err30 of vErrors){
if(!err30.emUsed){
emErrs2.push(err30);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data["ac-timer"] !== undefined){
let data5 = data["ac-timer"];
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err31 = {instancePath:instancePath+"/ac-timer",schemaPath:"#/properties/ac-timer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["ac-timer"].type,parentSchema:schema53.properties["ac-timer"],data:data5};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 30 || isNaN(data5)){
const err32 = {instancePath:instancePath+"/ac-timer",schemaPath:"#/properties/ac-timer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30",schema:30,parentSchema:schema53.properties["ac-timer"],data:data5};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data5 < 3 || isNaN(data5)){
const err33 = {instancePath:instancePath+"/ac-timer",schemaPath:"#/properties/ac-timer/minimum",keyword:"minimum",params:{comparison: ">=", limit: 3},message:"must be >= 3",schema:3,parentSchema:schema53.properties["ac-timer"],data:data5};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(errors > 0){
const emErrors3 = {"minimum":[],"maximum":[],"type":[]};
const templates3 = {};
for(const err34 of vErrors){
if((((((err34.keyword !== "errorMessage") && (!err34.emUsed)) && (err34.instancePath === instancePath+"/ac-timer")) && (err34.keyword in emErrors3)) && (err34.schemaPath.indexOf("#/properties/ac-timer") === 0)) && (/^\/[^\/]*$/.test(err34.schemaPath.slice(21)))){
emErrors3[err34.keyword].push(err34);
err34.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err35 = {instancePath:instancePath+"/ac-timer",schemaPath:"#/properties/ac-timer/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.properties["ac-timer"].errorMessage[key3],schema:schema53.properties["ac-timer"].errorMessage,parentSchema:schema53.properties["ac-timer"],data:data5};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
const emErrs3 = [];
for(const err36 of vErrors){
if(!err36.emUsed){
emErrs3.push(err36);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.comment !== undefined){
let data6 = data.comment;
if(typeof data6 === "string"){
if(func1(data6) > 255){
const err37 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema53.properties.comment,data:data6};
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
const err38 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.comment.type,parentSchema:schema53.properties.comment,data:data6};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"maxLength":[]};
const templates4 = {};
for(const err39 of vErrors){
if((((((err39.keyword !== "errorMessage") && (!err39.emUsed)) && (err39.instancePath === instancePath+"/comment")) && (err39.keyword in emErrors4)) && (err39.schemaPath.indexOf("#/properties/comment") === 0)) && (/^\/[^\/]*$/.test(err39.schemaPath.slice(20)))){
emErrors4[err39.keyword].push(err39);
err39.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err40 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema53.properties.comment.errorMessage[key4],schema:schema53.properties.comment.errorMessage,parentSchema:schema53.properties.comment,data:data6};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
const emErrs4 = [];
for(const err41 of vErrors){
if(!err41.emUsed){
emErrs4.push(err41);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
}
else {
const err42 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"required":{"name":[],"ap-family":[]}};
const templates5 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err43 of vErrors){
if((((((err43.keyword !== "errorMessage") && (!err43.emUsed)) && (err43.instancePath === instancePath)) && (err43.keyword in emErrors5)) && (err43.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err43.schemaPath.slice(1)))){
emPropParams1 = obj0[err43.keyword];
emParamsErrors1 = emErrors5[err43.keyword][err43.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err43);
err43.emUsed = true;
}
}
}
for(const key5 in emErrors5){
for(const keyProp1 in emErrors5[key5]){
emParamsErrors1 = emErrors5[key5][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates5[key5] && templates5[key5][keyProp1];
const err44 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema53.errorMessage[key5][keyProp1],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
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
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["2758e804"] = validate25;
const schema54 = {"properties":{"ac-type":{"const":"specify"}},"required":["ac-type"],"$id":"2758e804"};

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
if(data["ac-type"] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ac-type"},message:"must have required property '"+"ac-type"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data["ac-type"] !== undefined){
let data0 = data["ac-type"];
if("specify" !== data0){
const err1 = {instancePath:instancePath+"/ac-type",schemaPath:"#/properties/ac-type/const",keyword:"const",params:{allowedValue: "specify"},message:"must be equal to constant",schema:"specify",parentSchema:schema54.properties["ac-type"],data:data0};
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
validate25.evaluated = {"props":{"ac-type":true},"dynamicProps":false,"dynamicItems":false};

exports["11cb49e5"] = validate26;
const schema55 = {"const":"fap","title":"FortiAP","$id":"11cb49e5"};

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
if("fap" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "fap"},message:"must be equal to constant",schema:"fap",parentSchema:schema55,data};
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

exports["-64e40aab"] = validate27;
const schema56 = {"const":"fap-u","title":"FortiAP-U","$id":"-64e40aab"};

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
if("fap-u" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "fap-u"},message:"must be equal to constant",schema:"fap-u",parentSchema:schema56,data};
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

exports["639eeb31"] = validate28;
const schema57 = {"const":"fap-c","title":"FortiAP-C","$id":"639eeb31"};

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
if("fap-c" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "fap-c"},message:"must be equal to constant",schema:"fap-c",parentSchema:schema57,data};
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

exports["-54612e5b"] = validate29;
const schema58 = {"const":"default","title":"Default","$id":"-54612e5b"};

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
if("default" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "default"},message:"must be equal to constant",schema:"default",parentSchema:schema58,data};
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

exports["21968fe5"] = validate30;
const schema59 = {"const":"specify","title":"Specify","$id":"21968fe5"};

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
if("specify" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "specify"},message:"must be equal to constant",schema:"specify",parentSchema:schema59,data};
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

exports["33695d83"] = validate31;
const schema60 = {"const":"apcfg","title":"AP configuration","$id":"33695d83"};

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
if("apcfg" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "apcfg"},message:"must be equal to constant",schema:"apcfg",parentSchema:schema60,data};
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
