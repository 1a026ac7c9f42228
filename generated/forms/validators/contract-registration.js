// generated from specs/forms/contract-registration.schema.json and contract-registration.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["25b32a33"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":false,"required":["account","password","registrationCode"],"properties":{"account":{"type":"string","title":"Account ID/Email","minLength":1,"format":"email","errorMessage":{"minLength":"This field is required.","format":"Please enter a valid email address."}},"password":{"type":"string","title":"Password","minLength":1,"errorMessage":{"minLength":"This field is required."}},"registrationCode":{"type":"string","title":"Registration Code","minLength":1,"maxLength":64,"errorMessage":{"minLength":"This field is required."}}},"errorMessage":{"required":{"account":"This field is required.","password":"This field is required.","registrationCode":"This field is required."}},"$id":"25b32a33"};
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
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
if(data.account === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "account"},message:"must have required property '"+"account"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.password === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "password"},message:"must have required property '"+"password"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.registrationCode === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "registrationCode"},message:"must have required property '"+"registrationCode"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "account") || (key0 === "password")) || (key0 === "registrationCode"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.account !== undefined){
let data0 = data.account;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.account,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(formats0.test(data0))){
const err5 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema53.properties.account,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.account.type,parentSchema:schema53.properties.account,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"format":[]};
const templates0 = {};
for(const err7 of vErrors){
if((((((err7.keyword !== "errorMessage") && (!err7.emUsed)) && (err7.instancePath === instancePath+"/account")) && (err7.keyword in emErrors0)) && (err7.schemaPath.indexOf("#/properties/account") === 0)) && (/^\/[^\/]*$/.test(err7.schemaPath.slice(20)))){
emErrors0[err7.keyword].push(err7);
err7.emUsed = true;
}
}
for(const key1 in emErrors0){
if(emErrors0[key1].length){
const err8 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key1]},message:key1 in templates0 ? templates0[key1]() : schema53.properties.account.errorMessage[key1],schema:schema53.properties.account.errorMessage,parentSchema:schema53.properties.account,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
const emErrs0 = [];
for(const err9 of vErrors){
if(!err9.emUsed){
emErrs0.push(err9);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.password !== undefined){
let data1 = data.password;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err10 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.password,data:data1};
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
const err11 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.password.type,parentSchema:schema53.properties.password,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"minLength":[]};
const templates1 = {};
for(const err12 of vErrors){
if((((((err12.keyword !== "errorMessage") && (!err12.emUsed)) && (err12.instancePath === instancePath+"/password")) && (err12.keyword in emErrors1)) && (err12.schemaPath.indexOf("#/properties/password") === 0)) && (/^\/[^\/]*$/.test(err12.schemaPath.slice(21)))){
emErrors1[err12.keyword].push(err12);
err12.emUsed = true;
}
}
for(const key2 in emErrors1){
if(emErrors1[key2].length){
const err13 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key2]},message:key2 in templates1 ? templates1[key2]() : schema53.properties.password.errorMessage[key2],schema:schema53.properties.password.errorMessage,parentSchema:schema53.properties.password,data:data1};
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
if(data.registrationCode !== undefined){
let data2 = data.registrationCode;
if(typeof data2 === "string"){
if(func1(data2) > 64){
const err15 = {instancePath:instancePath+"/registrationCode",schemaPath:"#/properties/registrationCode/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema53.properties.registrationCode,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func1(data2) < 1){
const err16 = {instancePath:instancePath+"/registrationCode",schemaPath:"#/properties/registrationCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.registrationCode,data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/registrationCode",schemaPath:"#/properties/registrationCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.registrationCode.type,parentSchema:schema53.properties.registrationCode,data:data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"minLength":[]};
const templates2 = {};
for(const err18 of vErrors){
if((((((err18.keyword !== "errorMessage") && (!err18.emUsed)) && (err18.instancePath === instancePath+"/registrationCode")) && (err18.keyword in emErrors2)) && (err18.schemaPath.indexOf("#/properties/registrationCode") === 0)) && (/^\/[^\/]*$/.test(err18.schemaPath.slice(29)))){
emErrors2[err18.keyword].push(err18);
err18.emUsed = true;
}
}
for(const key3 in emErrors2){
if(emErrors2[key3].length){
const err19 = {instancePath:instancePath+"/registrationCode",schemaPath:"#/properties/registrationCode/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key3]},message:key3 in templates2 ? templates2[key3]() : schema53.properties.registrationCode.errorMessage[key3],schema:schema53.properties.registrationCode.errorMessage,parentSchema:schema53.properties.registrationCode,data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
const emErrs2 = [];
for(const err20 of vErrors){
if(!err20.emUsed){
emErrs2.push(err20);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"required":{"account":[],"password":[],"registrationCode":[]}};
const templates3 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err22 of vErrors){
if((((((err22.keyword !== "errorMessage") && (!err22.emUsed)) && (err22.instancePath === instancePath)) && (err22.keyword in emErrors3)) && (err22.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err22.schemaPath.slice(1)))){
emPropParams0 = obj0[err22.keyword];
emParamsErrors0 = emErrors3[err22.keyword][err22.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err22);
err22.emUsed = true;
}
}
}
for(const key4 in emErrors3){
for(const keyProp0 in emErrors3[key4]){
emParamsErrors0 = emErrors3[key4][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates3[key4] && templates3[key4][keyProp0];
const err23 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key4][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
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
const emErrs3 = [];
for(const err24 of vErrors){
if(!err24.emUsed){
emErrs3.push(err24);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
