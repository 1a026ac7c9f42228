// generated from specs/forms/hostname.schema.json and hostname.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-3cb793e9"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":false,"required":["hostname"],"properties":{"hostname":{"type":"string","title":"Hostname","minLength":1,"maxLength":35,"pattern":"^[^\\\\\"'<>()&`|;#\\s]*$","errorMessage":{"minLength":"This field is required.","maxLength":"Host name cannot be longer than 35 characters.","pattern":"Host name cannot contain \\ \" > < ( ) ' & ` | ; # white space."}}},"errorMessage":{"required":{"hostname":"This field is required."}},"$id":"-3cb793e9"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\\"'<>()&`|;#\\s]*$", "u");
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
if(data.hostname === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hostname"},message:"must have required property '"+"hostname"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "hostname")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.hostname !== undefined){
let data0 = data.hostname;
if(typeof data0 === "string"){
if(func1(data0) > 35){
const err2 = {instancePath:instancePath+"/hostname",schemaPath:"#/properties/hostname/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.hostname,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/hostname",schemaPath:"#/properties/hostname/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.hostname,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/hostname",schemaPath:"#/properties/hostname/pattern",keyword:"pattern",params:{pattern: "^[^\\\\\"'<>()&`|;#\\s]*$"},message:"must match pattern \""+"^[^\\\\\"'<>()&`|;#\\s]*$"+"\"",schema:"^[^\\\\\"'<>()&`|;#\\s]*$",parentSchema:schema53.properties.hostname,data:data0};
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
const err5 = {instancePath:instancePath+"/hostname",schemaPath:"#/properties/hostname/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.hostname.type,parentSchema:schema53.properties.hostname,data:data0};
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
if((((((err6.keyword !== "errorMessage") && (!err6.emUsed)) && (err6.instancePath === instancePath+"/hostname")) && (err6.keyword in emErrors0)) && (err6.schemaPath.indexOf("#/properties/hostname") === 0)) && (/^\/[^\/]*$/.test(err6.schemaPath.slice(21)))){
emErrors0[err6.keyword].push(err6);
err6.emUsed = true;
}
}
for(const key1 in emErrors0){
if(emErrors0[key1].length){
const err7 = {instancePath:instancePath+"/hostname",schemaPath:"#/properties/hostname/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key1]},message:key1 in templates0 ? templates0[key1]() : schema53.properties.hostname.errorMessage[key1],schema:schema53.properties.hostname.errorMessage,parentSchema:schema53.properties.hostname,data:data0};
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
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"required":{"hostname":[]}};
const templates1 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err10 of vErrors){
if((((((err10.keyword !== "errorMessage") && (!err10.emUsed)) && (err10.instancePath === instancePath)) && (err10.keyword in emErrors1)) && (err10.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err10.schemaPath.slice(1)))){
emPropParams0 = obj0[err10.keyword];
emParamsErrors0 = emErrors1[err10.keyword][err10.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err10);
err10.emUsed = true;
}
}
}
for(const key2 in emErrors1){
for(const keyProp0 in emErrors1[key2]){
emParamsErrors0 = emErrors1[key2][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates1[key2] && templates1[key2][keyProp0];
const err11 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key2][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
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
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
