// generated from specs/forms/sign-in.schema.json and sign-in.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["14ec2241"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":false,"required":["username"],"properties":{"username":{"type":"string","title":"Username","minLength":1,"maxLength":64,"errorMessage":{"minLength":"This field is required.","maxLength":"The username cannot be longer than 64 characters."}},"password":{"type":"string","title":"Password","maxLength":128,"errorMessage":{"maxLength":"The password cannot be longer than 128 characters."}}},"errorMessage":{"required":{"username":"This field is required."}},"$id":"14ec2241"};
const func1 = __mod0.default;
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
if(data.username === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "username"},message:"must have required property '"+"username"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "username") || (key0 === "password"))){
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
if(data.username !== undefined){
let data0 = data.username;
if(typeof data0 === "string"){
if(func1(data0) > 64){
const err2 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema53.properties.username,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.username,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.username.type,parentSchema:schema53.properties.username,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err5 of vErrors){
if((((((err5.keyword !== "errorMessage") && (!err5.emUsed)) && (err5.instancePath === instancePath+"/username")) && (err5.keyword in emErrors0)) && (err5.schemaPath.indexOf("#/properties/username") === 0)) && (/^\/[^\/]*$/.test(err5.schemaPath.slice(21)))){
emErrors0[err5.keyword].push(err5);
err5.emUsed = true;
}
}
for(const key1 in emErrors0){
if(emErrors0[key1].length){
const err6 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key1]},message:key1 in templates0 ? templates0[key1]() : schema53.properties.username.errorMessage[key1],schema:schema53.properties.username.errorMessage,parentSchema:schema53.properties.username,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
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
}
if(data.password !== undefined){
let data1 = data.password;
if(typeof data1 === "string"){
if(func1(data1) > 128){
const err8 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters",schema:128,parentSchema:schema53.properties.password,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.password.type,parentSchema:schema53.properties.password,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"maxLength":[]};
const templates1 = {};
for(const err10 of vErrors){
if((((((err10.keyword !== "errorMessage") && (!err10.emUsed)) && (err10.instancePath === instancePath+"/password")) && (err10.keyword in emErrors1)) && (err10.schemaPath.indexOf("#/properties/password") === 0)) && (/^\/[^\/]*$/.test(err10.schemaPath.slice(21)))){
emErrors1[err10.keyword].push(err10);
err10.emUsed = true;
}
}
for(const key2 in emErrors1){
if(emErrors1[key2].length){
const err11 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key2]},message:key2 in templates1 ? templates1[key2]() : schema53.properties.password.errorMessage[key2],schema:schema53.properties.password.errorMessage,parentSchema:schema53.properties.password,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
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
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"required":{"username":[]}};
const templates2 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err14 of vErrors){
if((((((err14.keyword !== "errorMessage") && (!err14.emUsed)) && (err14.instancePath === instancePath)) && (err14.keyword in emErrors2)) && (err14.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err14.schemaPath.slice(1)))){
emPropParams0 = obj0[err14.keyword];
emParamsErrors0 = emErrors2[err14.keyword][err14.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err14);
err14.emUsed = true;
}
}
}
for(const key3 in emErrors2){
for(const keyProp0 in emErrors2[key3]){
emParamsErrors0 = emErrors2[key3][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates2[key3] && templates2[key3][keyProp0];
const err15 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key3][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
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
const emErrs2 = [];
for(const err16 of vErrors){
if(!err16.emUsed){
emErrs2.push(err16);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
