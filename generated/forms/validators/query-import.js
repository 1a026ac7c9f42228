// generated from specs/forms/query-import.schema.json and query-import.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-6712830"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":false,"required":["folder","file","checksum"],"properties":{"folder":{"type":"string","minLength":1,"maxLength":255,"pattern":"^/[^\\s]*$","title":"Folder","errorMessage":{"minLength":"This field is required.","pattern":"Enter the folder as an absolute path, such as /var/tmp/fgd.","maxLength":"The folder cannot be longer than 255 characters."}},"file":{"type":"string","minLength":1,"maxLength":255,"pattern":"^[^/\\s]+$","title":"File Name","errorMessage":{"minLength":"This field is required.","pattern":"Enter a file name without a folder or spaces.","maxLength":"The file name cannot be longer than 255 characters."}},"checksum":{"type":"string","pattern":"^[0-9a-fA-F]{32}$","title":"MD5 Checksum","errorMessage":{"pattern":"Enter the file's MD5 checksum: 32 hexadecimal characters."}}},"errorMessage":{"required":{"folder":"This field is required.","file":"This field is required.","checksum":"This field is required."}},"$id":"-6712830"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^/[^\\s]*$", "u");
const pattern5 = new RegExp("^[^/\\s]+$", "u");
const pattern6 = new RegExp("^[0-9a-fA-F]{32}$", "u");
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
if(data.folder === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "folder"},message:"must have required property '"+"folder"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.file === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.checksum === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "checksum"},message:"must have required property '"+"checksum"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "folder") || (key0 === "file")) || (key0 === "checksum"))){
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
if(data.folder !== undefined){
let data0 = data.folder;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err4 = {instancePath:instancePath+"/folder",schemaPath:"#/properties/folder/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema53.properties.folder,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data0) < 1){
const err5 = {instancePath:instancePath+"/folder",schemaPath:"#/properties/folder/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.folder,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern4.test(data0)){
const err6 = {instancePath:instancePath+"/folder",schemaPath:"#/properties/folder/pattern",keyword:"pattern",params:{pattern: "^/[^\\s]*$"},message:"must match pattern \""+"^/[^\\s]*$"+"\"",schema:"^/[^\\s]*$",parentSchema:schema53.properties.folder,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/folder",schemaPath:"#/properties/folder/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.folder.type,parentSchema:schema53.properties.folder,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"pattern":[],"maxLength":[]};
const templates0 = {};
for(const err8 of vErrors){
if((((((err8.keyword !== "errorMessage") && (!err8.emUsed)) && (err8.instancePath === instancePath+"/folder")) && (err8.keyword in emErrors0)) && (err8.schemaPath.indexOf("#/properties/folder") === 0)) && (/^\/[^\/]*$/.test(err8.schemaPath.slice(19)))){
emErrors0[err8.keyword].push(err8);
err8.emUsed = true;
}
}
for(const key1 in emErrors0){
if(emErrors0[key1].length){
const err9 = {instancePath:instancePath+"/folder",schemaPath:"#/properties/folder/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key1]},message:key1 in templates0 ? templates0[key1]() : schema53.properties.folder.errorMessage[key1],schema:schema53.properties.folder.errorMessage,parentSchema:schema53.properties.folder,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
const emErrs0 = [];
for(const err10 of vErrors){
if(!err10.emUsed){
emErrs0.push(err10);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.file !== undefined){
let data1 = data.file;
if(typeof data1 === "string"){
if(func1(data1) > 255){
const err11 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema53.properties.file,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func1(data1) < 1){
const err12 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.file,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern5.test(data1)){
const err13 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/pattern",keyword:"pattern",params:{pattern: "^[^/\\s]+$"},message:"must match pattern \""+"^[^/\\s]+$"+"\"",schema:"^[^/\\s]+$",parentSchema:schema53.properties.file,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.file.type,parentSchema:schema53.properties.file,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"minLength":[],"pattern":[],"maxLength":[]};
const templates1 = {};
for(const err15 of vErrors){
if((((((err15.keyword !== "errorMessage") && (!err15.emUsed)) && (err15.instancePath === instancePath+"/file")) && (err15.keyword in emErrors1)) && (err15.schemaPath.indexOf("#/properties/file") === 0)) && (/^\/[^\/]*$/.test(err15.schemaPath.slice(17)))){
emErrors1[err15.keyword].push(err15);
err15.emUsed = true;
}
}
for(const key2 in emErrors1){
if(emErrors1[key2].length){
const err16 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key2]},message:key2 in templates1 ? templates1[key2]() : schema53.properties.file.errorMessage[key2],schema:schema53.properties.file.errorMessage,parentSchema:schema53.properties.file,data:data1};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
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
}
if(data.checksum !== undefined){
let data2 = data.checksum;
if(typeof data2 === "string"){
if(!pattern6.test(data2)){
const err18 = {instancePath:instancePath+"/checksum",schemaPath:"#/properties/checksum/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{32}$"},message:"must match pattern \""+"^[0-9a-fA-F]{32}$"+"\"",schema:"^[0-9a-fA-F]{32}$",parentSchema:schema53.properties.checksum,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/checksum",schemaPath:"#/properties/checksum/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.checksum.type,parentSchema:schema53.properties.checksum,data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"pattern":[]};
const templates2 = {};
for(const err20 of vErrors){
if((((((err20.keyword !== "errorMessage") && (!err20.emUsed)) && (err20.instancePath === instancePath+"/checksum")) && (err20.keyword in emErrors2)) && (err20.schemaPath.indexOf("#/properties/checksum") === 0)) && (/^\/[^\/]*$/.test(err20.schemaPath.slice(21)))){
emErrors2[err20.keyword].push(err20);
err20.emUsed = true;
}
}
for(const key3 in emErrors2){
if(emErrors2[key3].length){
const err21 = {instancePath:instancePath+"/checksum",schemaPath:"#/properties/checksum/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key3]},message:key3 in templates2 ? templates2[key3]() : schema53.properties.checksum.errorMessage[key3],schema:schema53.properties.checksum.errorMessage,parentSchema:schema53.properties.checksum,data:data2};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
const emErrs2 = [];
for(const err22 of vErrors){
if(!err22.emUsed){
emErrs2.push(err22);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"required":{"folder":[],"file":[],"checksum":[]}};
const templates3 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err24 of vErrors){
if((((((err24.keyword !== "errorMessage") && (!err24.emUsed)) && (err24.instancePath === instancePath)) && (err24.keyword in emErrors3)) && (err24.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err24.schemaPath.slice(1)))){
emPropParams0 = obj0[err24.keyword];
emParamsErrors0 = emErrors3[err24.keyword][err24.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err24);
err24.emUsed = true;
}
}
}
for(const key4 in emErrors3){
for(const keyProp0 in emErrors3[key4]){
emParamsErrors0 = emErrors3[key4][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates3[key4] && templates3[key4][keyProp0];
const err25 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key4][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
const emErrs3 = [];
for(const err26 of vErrors){
if(!err26.emUsed){
emErrs3.push(err26);
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
