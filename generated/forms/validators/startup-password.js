// generated from specs/forms/startup-password.schema.json and startup-password.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
import * as __mod1_ns from "ajv/dist/runtime/equal.js";
const __mod1 = __mod1_ns.default && __mod1_ns.default.__esModule ? __mod1_ns.default : __mod1_ns;
const exports = {};
exports["3f57d459"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":false,"required":["newPassword","confirmPassword"],"properties":{"newPassword":{"type":"string","title":"New Password","minLength":1,"maxLength":128,"errorMessage":{"minLength":"This field is required.","maxLength":"The password cannot be longer than 128 characters."}},"confirmPassword":{"type":"string","title":"Confirm Password","minLength":1,"const":{"$data":"1/newPassword"},"errorMessage":{"minLength":"This field is required.","const":"Passwords do not match."}}},"errorMessage":{"required":{"newPassword":"This field is required.","confirmPassword":"This field is required."}},"$id":"3f57d459"};
const func1 = __mod0.default;
const func0 = __mod1.default;
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
if(data.newPassword === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "newPassword"},message:"must have required property '"+"newPassword"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.confirmPassword === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "confirmPassword"},message:"must have required property '"+"confirmPassword"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "newPassword") || (key0 === "confirmPassword"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.newPassword !== undefined){
let data0 = data.newPassword;
if(typeof data0 === "string"){
if(func1(data0) > 128){
const err3 = {instancePath:instancePath+"/newPassword",schemaPath:"#/properties/newPassword/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters",schema:128,parentSchema:schema53.properties.newPassword,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/newPassword",schemaPath:"#/properties/newPassword/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.newPassword,data:data0};
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
const err5 = {instancePath:instancePath+"/newPassword",schemaPath:"#/properties/newPassword/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.newPassword.type,parentSchema:schema53.properties.newPassword,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err6 of vErrors){
if((((((err6.keyword !== "errorMessage") && (!err6.emUsed)) && (err6.instancePath === instancePath+"/newPassword")) && (err6.keyword in emErrors0)) && (err6.schemaPath.indexOf("#/properties/newPassword") === 0)) && (/^\/[^\/]*$/.test(err6.schemaPath.slice(24)))){
emErrors0[err6.keyword].push(err6);
err6.emUsed = true;
}
}
for(const key1 in emErrors0){
if(emErrors0[key1].length){
const err7 = {instancePath:instancePath+"/newPassword",schemaPath:"#/properties/newPassword/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key1]},message:key1 in templates0 ? templates0[key1]() : schema53.properties.newPassword.errorMessage[key1],schema:schema53.properties.newPassword.errorMessage,parentSchema:schema53.properties.newPassword,data:data0};
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
if(data.confirmPassword !== undefined){
let data1 = data.confirmPassword;
const vSchema0 = data && data.newPassword;
if(vSchema0 !== undefined && (!func0(data1, vSchema0))){
const err9 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/properties/confirmPassword/const",keyword:"const",params:{allowedValue: vSchema0},message:"must be equal to constant",schema:schema53.properties.confirmPassword.const,parentSchema:schema53.properties.confirmPassword,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err10 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/properties/confirmPassword/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.confirmPassword,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/properties/confirmPassword/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.confirmPassword.type,parentSchema:schema53.properties.confirmPassword,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"minLength":[],"const":[]};
const templates1 = {};
for(const err12 of vErrors){
if((((((err12.keyword !== "errorMessage") && (!err12.emUsed)) && (err12.instancePath === instancePath+"/confirmPassword")) && (err12.keyword in emErrors1)) && (err12.schemaPath.indexOf("#/properties/confirmPassword") === 0)) && (/^\/[^\/]*$/.test(err12.schemaPath.slice(28)))){
emErrors1[err12.keyword].push(err12);
err12.emUsed = true;
}
}
for(const key2 in emErrors1){
if(emErrors1[key2].length){
const err13 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/properties/confirmPassword/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key2]},message:key2 in templates1 ? templates1[key2]() : schema53.properties.confirmPassword.errorMessage[key2],schema:schema53.properties.confirmPassword.errorMessage,parentSchema:schema53.properties.confirmPassword,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
const emErrs1 = [];
for(const err14 of vErrors){
if(!err14.emUsed){
emErrs1.push(err14);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"required":{"newPassword":[],"confirmPassword":[]}};
const templates2 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err16 of vErrors){
if((((((err16.keyword !== "errorMessage") && (!err16.emUsed)) && (err16.instancePath === instancePath)) && (err16.keyword in emErrors2)) && (err16.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err16.schemaPath.slice(1)))){
emPropParams0 = obj0[err16.keyword];
emParamsErrors0 = emErrors2[err16.keyword][err16.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err16);
err16.emUsed = true;
}
}
}
for(const key3 in emErrors2){
for(const keyProp0 in emErrors2[key3]){
emParamsErrors0 = emErrors2[key3][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates2[key3] && templates2[key3][keyProp0];
const err17 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key3][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
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
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
